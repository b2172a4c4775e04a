import { createElement, type SVGProps } from 'react'

import type { IconName } from './icon-shapes'
import sprite from './icon-sprite.svg'

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'ref'> & { size?: number | string }
export type Icon = (props: IconProps) => React.JSX.Element

// The sprite's hashed address from the build, cached by browsers for good.
const SPRITE = (sprite as { src: string }).src

/**
 * lucide-react's icons are client components (they read a context), so each shipped code and
 * hydrated. These are plain SVGs using the sprite (icon-sprite.svg, written from icon-shapes.ts by
 * `npm run icons:sprite`): finished in the server's HTML, and usable in client components (no
 * hooks). The stroke attributes and the 24 px default size are `.icon` in components.css.
 */
const lucideIcon = (name: IconName): Icon =>
  function LucideIcon({ size, className, ...props }: IconProps) {
    const labelled = Boolean(props['aria-label'] || props['aria-labelledby'])
    return createElement(
      'svg',
      {
        ...(size === undefined ? {} : { width: size, height: size }),
        'aria-hidden': labelled ? undefined : true,
        className: className ? `icon ${className}` : 'icon',
        ...props,
      },
      createElement('use', { href: `${SPRITE}#${name}` }),
    )
  }

// The site's icons (the staff dashboard, all client code, uses lucide-react).
export const ArrowLeft = /* @__PURE__ */ lucideIcon('arrow-left')
export const ArrowRight = /* @__PURE__ */ lucideIcon('arrow-right')
export const Award = /* @__PURE__ */ lucideIcon('award')
export const BadgeCheck = /* @__PURE__ */ lucideIcon('badge-check')
export const Building2 = /* @__PURE__ */ lucideIcon('building-2')
export const CalendarDays = /* @__PURE__ */ lucideIcon('calendar-days')
export const Check = /* @__PURE__ */ lucideIcon('check')
export const CheckCircle2 = /* @__PURE__ */ lucideIcon('circle-check')
export const ChevronLeft = /* @__PURE__ */ lucideIcon('chevron-left')
export const ChevronRight = /* @__PURE__ */ lucideIcon('chevron-right')
export const Clock = /* @__PURE__ */ lucideIcon('clock')
export const Download = /* @__PURE__ */ lucideIcon('download')
export const ExternalLink = /* @__PURE__ */ lucideIcon('external-link')
export const Gift = /* @__PURE__ */ lucideIcon('gift')
export const GraduationCap = /* @__PURE__ */ lucideIcon('graduation-cap')
export const Landmark = /* @__PURE__ */ lucideIcon('landmark')
export const Languages = /* @__PURE__ */ lucideIcon('languages')
export const Mail = /* @__PURE__ */ lucideIcon('mail')
export const MapPin = /* @__PURE__ */ lucideIcon('map-pin')
export const MessageCircle = /* @__PURE__ */ lucideIcon('message-circle')
export const MessageSquareMore = /* @__PURE__ */ lucideIcon('message-square-more')
export const Pause = /* @__PURE__ */ lucideIcon('pause')
export const Phone = /* @__PURE__ */ lucideIcon('phone')
export const Play = /* @__PURE__ */ lucideIcon('play')
export const PlayCircle = /* @__PURE__ */ lucideIcon('circle-play')
export const Printer = /* @__PURE__ */ lucideIcon('printer')
export const Quote = /* @__PURE__ */ lucideIcon('quote')
export const Rss = /* @__PURE__ */ lucideIcon('rss')
export const Send = /* @__PURE__ */ lucideIcon('send')
export const Share2 = /* @__PURE__ */ lucideIcon('share-2')
export const TriangleAlert = /* @__PURE__ */ lucideIcon('triangle-alert')
export const Upload = /* @__PURE__ */ lucideIcon('upload')
export const Users = /* @__PURE__ */ lucideIcon('users')
export const X = /* @__PURE__ */ lucideIcon('x')
export const Zap = /* @__PURE__ */ lucideIcon('zap')
