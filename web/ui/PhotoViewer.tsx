import { ChevronLeft, ChevronRight, X } from 'lucide-react'
import { useEffect, useRef, useState, type PointerEvent } from 'react'

/** A photo as the grid and the viewer show it: two sizes for the grid's srcset, the large one for the viewer. */
export type ViewerPhoto = { id: number; thumbnailUrl: string; cardUrl: string; fullUrl: string; alt: string; caption?: string | null }

/** A swipe is a horizontal move of at least this many pixels that is more horizontal than vertical. */
const SWIPE_PX = 50

/**
 * Photos full screen, one at a time (issue 30): arrows and the arrow keys move, a swipe moves on
 * touch, Escape or the close button closes. The browser's modal <dialog> keeps the focus inside
 * and the page under it inert; on close the focus goes back to the photo that opened it.
 */
function PhotoViewer({
  photos,
  index,
  onIndex,
  onClose,
  label,
}: {
  photos: ViewerPhoto[]
  index: number | null
  onIndex: (index: number) => void
  onClose: () => void
  label: string
}) {
  const dialog = useRef<HTMLDialogElement>(null)
  const opener = useRef<Element | null>(null)
  const swipe = useRef<{ x: number; y: number } | null>(null)
  const open = index !== null
  const photo = open ? photos[index] : undefined

  useEffect(() => {
    const element = dialog.current
    if (!element) return
    if (open && !element.open) {
      opener.current = document.activeElement
      element.showModal()
    }
    if (!open && element.open) element.close()
  }, [open])

  const step = (by: number) => {
    if (index === null || photos.length < 2) return
    onIndex((index + by + photos.length) % photos.length)
  }
  const close = () => {
    onClose()
    const back = opener.current
    if (back instanceof HTMLElement) requestAnimationFrame(() => back.focus())
  }
  const onPointerUp = (event: PointerEvent) => {
    const start = swipe.current
    swipe.current = null
    if (!start) return
    const dx = event.clientX - start.x
    const dy = event.clientY - start.y
    if (Math.abs(dx) >= SWIPE_PX && Math.abs(dx) > Math.abs(dy)) step(dx < 0 ? 1 : -1)
  }
  const control =
    'flex size-11 items-center justify-center rounded-full bg-white/15 text-white hover:bg-white/30 focus-visible:outline-2 focus-visible:outline-white'

  return (
    <dialog
      ref={dialog}
      aria-label={label}
      onClose={() => open && close()}
      onKeyDown={(event) => {
        if (event.key === 'ArrowRight') step(1)
        else if (event.key === 'ArrowLeft') step(-1)
        else return
        event.preventDefault()
      }}
      className="m-0 h-dvh max-h-none w-screen max-w-none bg-stone-950 p-0 text-white backdrop:bg-stone-950"
    >
      {photo && (
        <div className="flex h-full flex-col">
          <div className="flex items-center justify-between gap-2 p-3">
            <p className="text-sm font-medium tabular-nums" aria-live="polite">
              Foto {index! + 1} de {photos.length}
            </p>
            <button type="button" className={control} onClick={close} aria-label="Fechar">
              <X className="size-6" aria-hidden="true" />
            </button>
          </div>
          <div
            className="relative flex min-h-0 flex-1 touch-pan-y items-center justify-center select-none"
            onPointerDown={(event) => (swipe.current = { x: event.clientX, y: event.clientY })}
            onPointerUp={onPointerUp}
            onPointerCancel={() => (swipe.current = null)}
          >
            <ViewerImage key={photo.id} photo={photo} />
            {photos.length > 1 && (
              <>
                <button type="button" className={`${control} absolute left-2`} onClick={() => step(-1)} aria-label="Foto anterior">
                  <ChevronLeft className="size-6" aria-hidden="true" />
                </button>
                <button type="button" className={`${control} absolute right-2`} onClick={() => step(1)} aria-label="Próxima foto">
                  <ChevronRight className="size-6" aria-hidden="true" />
                </button>
              </>
            )}
          </div>
          <p className="min-h-12 px-4 py-3 text-center text-sm text-stone-100">{photo.caption}</p>
        </div>
      )}
    </dialog>
  )
}

/** The large photo, the card size shown while the full size loads. */
function ViewerImage({ photo }: { photo: ViewerPhoto }) {
  const [loaded, setLoaded] = useState(false)
  return (
    <img
      src={photo.fullUrl}
      srcSet={`${photo.cardUrl} 480w, ${photo.fullUrl} 1600w`}
      sizes="100vw"
      alt={photo.alt}
      draggable={false}
      onLoad={() => setLoaded(true)}
      className={`max-h-full max-w-full object-contain transition-opacity ${loaded ? 'opacity-100' : 'opacity-80'}`}
    />
  )
}

/** A grid of square thumbnails (two sizes in srcset) that opens the viewer on the photo pressed. */
export function PhotoGrid({ photos, label, className }: { photos: ViewerPhoto[]; label: string; className?: string }) {
  const [open, setOpen] = useState<number | null>(null)
  return (
    <>
      <ul className={className ?? 'grid grid-cols-2 gap-2 sm:grid-cols-3'}>
        {photos.map((photo, index) => (
          <li key={photo.id}>
            <figure>
              <button
                type="button"
                onClick={() => setOpen(index)}
                aria-label={`Ampliar foto ${index + 1}${photo.caption ? `: ${photo.caption}` : ''}`}
                className="block w-full overflow-hidden rounded-xl border border-stone-200 bg-stone-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
              >
                <img
                  src={photo.cardUrl}
                  srcSet={`${photo.thumbnailUrl} 160w, ${photo.cardUrl} 480w`}
                  sizes="(min-width: 640px) 220px, 45vw"
                  alt={photo.alt}
                  loading="lazy"
                  className="aspect-square w-full object-cover transition-transform duration-300 hover:scale-105"
                />
              </button>
              {photo.caption && <figcaption className="mt-1 line-clamp-2 text-sm text-stone-700">{photo.caption}</figcaption>}
            </figure>
          </li>
        ))}
      </ul>
      <PhotoViewer photos={photos} index={open} onIndex={setOpen} onClose={() => setOpen(null)} label={label} />
    </>
  )
}
