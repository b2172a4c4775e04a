import {
  ArrowLeft as arrowLeft,
  ArrowRight as arrowRight,
  Award as award,
  BadgeCheck as badgeCheck,
  Building2 as building2,
  CalendarDays as calendarDays,
  Check as check,
  CircleCheck as circleCheck,
  ChevronLeft as chevronLeft,
  ChevronRight as chevronRight,
  Clock as clock,
  Download as download,
  ExternalLink as externalLink,
  Gift as gift,
  GraduationCap as graduationCap,
  Landmark as landmark,
  Languages as languages,
  Mail as mail,
  MapPin as mapPin,
  MessageCircle as messageCircle,
  MessageSquareMore as messageSquareMore,
  Pause as pause,
  Phone as phone,
  Play as play,
  CirclePlay as circlePlay,
  Printer as printer,
  Quote as quote,
  Rss as rss,
  Send as send,
  Share2 as share2,
  TriangleAlert as triangleAlert,
  Upload as upload,
  Users as users,
  X as x,
  Zap as zap,
  type IconNode,
} from 'lucide'
import { createElement, type SVGProps } from 'react'

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'ref'> & { size?: number | string }
export type Icon = (props: IconProps) => React.JSX.Element

/**
 * A Lucide icon as a plain SVG component. lucide-react's icons are client components (they
 * read a context), so every icon a server page rendered sent their code to the browser and
 * was hydrated there; these draw the same shapes from the framework-free `lucide` package and
 * are finished in the server's HTML. They work inside client components too (no hooks).
 *
 * Lucide's stroke attributes are the same on every icon, so the stylesheet sets them once
 * (`.icon` in globals.css, with a 24 px default size that a `size-*` class overrides) instead
 * of every icon carrying them in the page's HTML and again in its flight data.
 */
const lucideIcon = (node: IconNode): Icon =>
  function LucideIcon({ size, className, ...props }: IconProps) {
    const labelled = Boolean(props['aria-label'] || props['aria-labelledby'])
    return createElement(
      'svg',
      {
        viewBox: '0 0 24 24',
        ...(size === undefined ? {} : { width: size, height: size }),
        'aria-hidden': labelled ? undefined : true,
        className: className ? `icon ${className}` : 'icon',
        ...props,
      },
      // Children as arguments, not an array: they need no keys, so none is sent.
      ...node.map(([tag, attrs]) => createElement(tag, attrs)),
    )
  }

// The site's icons (the staff dashboard, all client code, uses lucide-react).
export const ArrowLeft = /* @__PURE__ */ lucideIcon(arrowLeft)
export const ArrowRight = /* @__PURE__ */ lucideIcon(arrowRight)
export const Award = /* @__PURE__ */ lucideIcon(award)
export const BadgeCheck = /* @__PURE__ */ lucideIcon(badgeCheck)
export const Building2 = /* @__PURE__ */ lucideIcon(building2)
export const CalendarDays = /* @__PURE__ */ lucideIcon(calendarDays)
export const Check = /* @__PURE__ */ lucideIcon(check)
export const CheckCircle2 = /* @__PURE__ */ lucideIcon(circleCheck)
export const ChevronLeft = /* @__PURE__ */ lucideIcon(chevronLeft)
export const ChevronRight = /* @__PURE__ */ lucideIcon(chevronRight)
export const Clock = /* @__PURE__ */ lucideIcon(clock)
export const Download = /* @__PURE__ */ lucideIcon(download)
export const ExternalLink = /* @__PURE__ */ lucideIcon(externalLink)
export const Gift = /* @__PURE__ */ lucideIcon(gift)
export const GraduationCap = /* @__PURE__ */ lucideIcon(graduationCap)
export const Landmark = /* @__PURE__ */ lucideIcon(landmark)
export const Languages = /* @__PURE__ */ lucideIcon(languages)
export const Mail = /* @__PURE__ */ lucideIcon(mail)
export const MapPin = /* @__PURE__ */ lucideIcon(mapPin)
export const MessageCircle = /* @__PURE__ */ lucideIcon(messageCircle)
export const MessageSquareMore = /* @__PURE__ */ lucideIcon(messageSquareMore)
export const Pause = /* @__PURE__ */ lucideIcon(pause)
export const Phone = /* @__PURE__ */ lucideIcon(phone)
export const Play = /* @__PURE__ */ lucideIcon(play)
export const PlayCircle = /* @__PURE__ */ lucideIcon(circlePlay)
export const Printer = /* @__PURE__ */ lucideIcon(printer)
export const Quote = /* @__PURE__ */ lucideIcon(quote)
export const Rss = /* @__PURE__ */ lucideIcon(rss)
export const Send = /* @__PURE__ */ lucideIcon(send)
export const Share2 = /* @__PURE__ */ lucideIcon(share2)
export const TriangleAlert = /* @__PURE__ */ lucideIcon(triangleAlert)
export const Upload = /* @__PURE__ */ lucideIcon(upload)
export const Users = /* @__PURE__ */ lucideIcon(users)
export const X = /* @__PURE__ */ lucideIcon(x)
export const Zap = /* @__PURE__ */ lucideIcon(zap)
