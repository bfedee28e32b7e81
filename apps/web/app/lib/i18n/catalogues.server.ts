import type { Lang } from '@xinh/contracts'
import { en } from './en.ts'
import { ko } from './ko.ts'
import { type Catalogue, vi } from './vi.ts'

export const CATALOGUES: Record<Lang, Catalogue> = { vi, en, ko }
