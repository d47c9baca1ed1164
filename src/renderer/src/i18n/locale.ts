import type { Language } from '@shared/contract/index'

/** BCP 47 tags for Intl: Vietnamese formats 1234.5 as "1.234,5", English as "1,234.5". */
export const LOCALE_TAG: Record<Language, string> = { vi: 'vi-VN', en: 'en-US' }
