/**
 * The gallery's grid in rows of a fixed fraction of a column's width (components.css): a
 * photo spans as many rows as its shape asks for, plus the gap beneath it. Grid placement puts
 * each photo by those before it only, so a photo already drawn keeps its place as the rest of
 * the page arrives, where balanced CSS columns would move it to another column.
 */

/** Rows in a column's width; components.css divides the column's width by the same number. */
export const GALLERY_ROWS_PER_COLUMN_WIDTH = 40

/** The gap under each photo, in rows: a twentieth of the column's width. */
export const GALLERY_GAP_ROWS = 2

/** The rows a photo of these dimensions spans, the gap beneath it included. */
export const galleryRowSpan = (width: number, height: number): number => {
  const photoRows =
    width > 0 && height > 0
      ? Math.max(1, Math.round((height / width) * GALLERY_ROWS_PER_COLUMN_WIDTH))
      : GALLERY_ROWS_PER_COLUMN_WIDTH
  return photoRows + GALLERY_GAP_ROWS
}
