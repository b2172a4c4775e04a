import { blogSections } from '@/lib/blog/content-blocks'

/**
 * A post's text through the spec's line renderer. Every text is a React text node, so
 * whatever a post contains (`<script>` included) shows as text and is never run as HTML.
 */
export function PostBody({ content }: { content: string }) {
  return (
    <div className="space-y-5 text-lg leading-relaxed text-slate-700">
      {blogSections(content).map((section, i) => {
        switch (section.type) {
          case 'h2':
            return (
              <h2 key={i} className="pt-4 text-2xl font-bold sm:text-3xl">
                {section.text}
              </h2>
            )
          case 'h3':
            return (
              <h3 key={i} className="pt-2 text-xl font-bold sm:text-2xl">
                {section.text}
              </h3>
            )
          case 'list':
            return (
              <ul key={i} className="list-disc space-y-2 pl-6 marker:text-gold-600">
                {section.items.map((item, j) => (
                  <li key={j}>{item}</li>
                ))}
              </ul>
            )
          default:
            return <p key={i}>{section.text}</p>
        }
      })}
    </div>
  )
}
