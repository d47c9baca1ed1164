/**
 * The native menu, in the app's language: the screens (lobby, rules, history, settings), zoom and full
 * screen, About. Screen items ask the renderer to go there (the `app.menu` event); zoom and full screen
 * are Electron's own roles, so their accelerators are the platform's.
 */
import type { MenuItemConstructorOptions } from 'electron'
import type { MenuCommand } from '@shared/contract/index'
import type { DesktopText } from './text'

export interface MenuActions {
  go(command: MenuCommand): void
  about(): void
}

export function menuTemplate(
  text: DesktopText,
  actions: MenuActions,
  platform: NodeJS.Platform
): MenuItemConstructorOptions[] {
  const m = text.menu
  const go = (command: MenuCommand, label: string, accelerator?: string): MenuItemConstructorOptions => ({
    id: `go.${command}`,
    label,
    ...(accelerator ? { accelerator } : {}),
    click: () => actions.go(command)
  })
  const about: MenuItemConstructorOptions = { id: 'about', label: m.about, click: () => actions.about() }
  const template: MenuItemConstructorOptions[] = []
  if (platform === 'darwin') {
    template.push({ label: m.app, submenu: [about, { type: 'separator' }, { role: 'quit', label: m.quit }] })
  }
  template.push({
    id: 'game',
    label: m.game,
    submenu: [
      go('lobby', m.lobby, 'CmdOrCtrl+L'),
      go('rules', m.rules),
      go('history', m.history, 'CmdOrCtrl+H'),
      go('settings', m.settings, 'CmdOrCtrl+,'),
      ...(platform === 'darwin' ? [] : [{ type: 'separator' } as const, { role: 'quit', label: m.quit } as const])
    ]
  })
  template.push({
    id: 'view',
    label: m.view,
    submenu: [
      { id: 'zoomIn', role: 'zoomIn', label: m.zoomIn },
      { id: 'zoomOut', role: 'zoomOut', label: m.zoomOut },
      { id: 'resetZoom', role: 'resetZoom', label: m.zoomReset },
      { type: 'separator' },
      { id: 'togglefullscreen', role: 'togglefullscreen', label: m.fullScreen }
    ]
  })
  if (platform !== 'darwin') template.push({ id: 'help', label: m.help, submenu: [about] })
  return template
}
