import { fillStatistics } from '@/lib/statistics'
import type { Site } from '@/payload-types'

/** Our Journey: the academy's milestones, oldest first. */
export function JourneyTimeline({ site }: { site: Site }) {
  const fill = (text: string) => fillStatistics(text, site.statistics ?? [])
  return (
    <ol className="relative mt-12 space-y-10 border-l-2 border-gold-400/60 pl-8 sm:mx-auto sm:max-w-3xl">
      {(site.journey ?? []).map((milestone) => (
        <li key={milestone.id ?? milestone.year} className="relative">
          <span
            aria-hidden="true"
            className="absolute top-1 -left-[2.55rem] grid size-5 place-items-center rounded-full bg-navy-900 ring-4 ring-gold-300"
          />
          <p className="font-display text-2xl font-bold text-gold-700 lining-nums">
            {milestone.year}
          </p>
          <h3 className="mt-1 text-xl font-bold text-navy-900">{fill(milestone.title)}</h3>
          {milestone.description ? (
            <p className="mt-2 text-slate-600">{fill(milestone.description)}</p>
          ) : null}
        </li>
      ))}
    </ol>
  )
}
