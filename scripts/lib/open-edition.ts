/**
 * Opens the workshop edition a fresh site has (the seeded one) as an admin would in the CMS:
 * published, open, dated in the future, with this capacity. Registrations that name no
 * edition then go to it. Returns its id.
 */
const DAY = 24 * 60 * 60 * 1000

export const openLatestEdition = async (
  { base, auth }: { base: string; auth: { authorization: string } },
  capacity: number,
): Promise<number> => {
  const headers = { ...auth, 'content-type': 'application/json' }
  const list = await fetch(`${base}/api/workshop-editions?sort=-startsAt&limit=1&depth=0`, {
    headers,
  })
  if (!list.ok) throw new Error(`Listing editions failed: ${list.status} ${await list.text()}`)
  const [edition] = ((await list.json()) as { docs: Array<{ id: number }> }).docs
  if (!edition) throw new Error('The site has no workshop edition to open')
  const response = await fetch(`${base}/api/workshop-editions/${edition.id}`, {
    method: 'PATCH',
    headers,
    body: JSON.stringify({
      status: 'published',
      registrationOpen: true,
      capacity,
      startsAt: new Date(Date.now() + 60 * DAY).toISOString(),
      endsAt: new Date(Date.now() + 61 * DAY).toISOString(),
    }),
  })
  if (!response.ok) {
    throw new Error(`Opening the edition failed: ${response.status} ${await response.text()}`)
  }
  return edition.id
}
