/**
 * The Electron host's own words: the menu, the About box and the dialogs shown when the app cannot
 * start. They live in main because a start-up failure happens before any renderer (and its i18n
 * catalogues) exists. Vietnamese first, English second, like the renderer.
 */
import type { Language } from '@shared/contract/index'
import type { StartFailure } from './native-binding'

/** The app's language, or before the store is open the system's: Vietnamese for a `vi*` locale. */
export function pickLanguage(saved: Language | undefined, systemLocales: readonly string[]): Language {
  if (saved) return saved
  return systemLocales.some((l) => /^vi\b/i.test(l)) ? 'vi' : 'en'
}

export interface DesktopText {
  menu: {
    app: string
    game: string
    lobby: string
    rules: string
    history: string
    settings: string
    view: string
    zoomIn: string
    zoomOut: string
    zoomReset: string
    fullScreen: string
    help: string
    about: string
    quit: string
  }
  about: { title: string; version: string; dataFolder: string; openFolder: string; close: string }
  fatalTitle: string
}

const TEXT: Record<Language, DesktopText> = {
  vi: {
    menu: {
      app: 'Bàn Xanh',
      game: 'Chơi',
      lobby: 'Sảnh',
      rules: 'Luật chơi',
      history: 'Lịch sử',
      settings: 'Cài đặt',
      view: 'Hiển thị',
      zoomIn: 'Phóng to',
      zoomOut: 'Thu nhỏ',
      zoomReset: 'Cỡ thật',
      fullScreen: 'Toàn màn hình',
      help: 'Trợ giúp',
      about: 'Giới thiệu Bàn Xanh',
      quit: 'Thoát'
    },
    about: {
      title: 'Giới thiệu Bàn Xanh',
      version: 'Phiên bản',
      dataFolder: 'Thư mục dữ liệu',
      openFolder: 'Mở thư mục dữ liệu',
      close: 'Đóng'
    },
    fatalTitle: 'Bàn Xanh không khởi động được'
  },
  en: {
    menu: {
      app: 'Bàn Xanh',
      game: 'Play',
      lobby: 'Lobby',
      rules: 'Rules',
      history: 'History',
      settings: 'Settings',
      view: 'View',
      zoomIn: 'Zoom in',
      zoomOut: 'Zoom out',
      zoomReset: 'Actual size',
      fullScreen: 'Full screen',
      help: 'Help',
      about: 'About Bàn Xanh',
      quit: 'Quit'
    },
    about: {
      title: 'About Bàn Xanh',
      version: 'Version',
      dataFolder: 'Data folder',
      openFolder: 'Open the data folder',
      close: 'Close'
    },
    fatalTitle: 'Bàn Xanh cannot start'
  }
}

export function desktopText(lang: Language): DesktopText {
  return TEXT[lang]
}

/** The body of the start-up failure dialog: what happened and what to do, never a stack trace. */
export function startFailureMessage(f: StartFailure, lang: Language): string {
  const vi = lang === 'vi'
  const packaged = 'mode' in f && f.mode === 'packaged'
  const fix = packaged
    ? vi
      ? 'Hãy cài lại Bàn Xanh.'
      : 'Please reinstall Bàn Xanh.'
    : vi
      ? 'Chạy `npm run native` (hoặc `npm start`, lệnh này tự dựng nó) trong thư mục dự án rồi mở lại.'
      : 'Run `npm run native` (or `npm start`, which makes it) in the project folder, then start again.'
  switch (f.kind) {
    case 'locked':
      return vi ? f.vi : f.en
    case 'binding-missing':
      return vi
        ? `Thiếu thư viện SQLite dựng cho Electron:\n${f.path}\n\n${fix}`
        : `The SQLite library built for Electron is missing:\n${f.path}\n\n${fix}`
    case 'binding-wrong':
      return vi
        ? `Thư viện SQLite không dùng được với phiên bản Electron này (dựng cho phiên bản khác, hoặc tệp hỏng):\n${f.path}\n\n${fix}\n\nChi tiết: ${firstLine(f.detail)}`
        : `The SQLite library does not work with this Electron (built for another version, or damaged):\n${f.path}\n\n${fix}\n\nDetail: ${firstLine(f.detail)}`
    case 'store':
      return vi
        ? `Không mở được kho dữ liệu: ${firstLine(f.detail)}\n\nKhông có gì bị xoá. Hãy thử mở lại; nếu vẫn lỗi, kiểm tra thư mục dữ liệu có ghi được không.`
        : `The data store could not be opened: ${firstLine(f.detail)}\n\nNothing was deleted. Try again; if it still fails, check that the data folder can be written.`
  }
}

function firstLine(s: string): string {
  return s.split('\n', 1)[0] ?? s
}
