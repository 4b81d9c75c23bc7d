export type { Icon, IconProps } from './icon'
export * from './lucide'
