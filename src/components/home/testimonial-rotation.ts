/** How long each testimonial shows before the carousel moves on, unless a visitor holds it. */
export const TESTIMONIAL_ROTATION_MS = 5000
