import ChevronLeftIcon from '@mui/icons-material/ChevronLeft'
import ChevronRightIcon from '@mui/icons-material/ChevronRight'
import CloseIcon from '@mui/icons-material/Close'
import Box from '@mui/material/Box'
import ButtonBase from '@mui/material/ButtonBase'
import Dialog from '@mui/material/Dialog'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import IconButton from '@mui/material/IconButton'
import Link from '@mui/material/Link'
import { useState, type KeyboardEvent } from 'react'
import type { ChatAttachment } from '#domain/chat'
import { useIsSmall } from '../ui/useIsSmall'

const photoAlt = (index: number, count: number) => `Foto ${index + 1} de ${count} da mensagem`

/**
 * A message's photos as the parties see them in the chat (web/ui/PhotoViewer.tsx): square
 * thumbnails that open the photo full size, with the arrows (buttons and keys) to the message's
 * other photos. The files are private: the server sends them to the parties and admins only, and
 * the read that gave these addresses is in the audit log.
 */
export function MessagePhotos({ photos, from }: { photos: ChatAttachment[]; from: string }) {
  const [open, setOpen] = useState<number | null>(null)
  // On a phone the photo takes the whole screen.
  const fullScreen = useIsSmall()
  const count = photos.length
  const photo = open === null ? undefined : photos[open]
  const step = (by: number) => setOpen((index) => (index === null ? null : (index + by + count) % count))
  const onKeyDown = (event: KeyboardEvent) => {
    if (count < 2 || (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft')) return
    event.preventDefault()
    step(event.key === 'ArrowRight' ? 1 : -1)
  }
  return (
    <>
      <Box component="ul" sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, 96px)', gap: 1, m: 0, mt: 0.5, p: 0, listStyle: 'none' }}>
        {photos.map((attachment, index) => (
          <li key={attachment.id}>
            <ButtonBase
              aria-label={`Ampliar foto ${index + 1} de ${count}`}
              onClick={() => setOpen(index)}
              sx={{ display: 'block', width: 96, height: 96, borderRadius: 1, overflow: 'hidden', border: 1, borderColor: 'divider', bgcolor: 'grey.100' }}
            >
              <Box
                component="img"
                src={attachment.thumbnailUrl}
                alt={photoAlt(index, count)}
                loading="lazy"
                sx={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
              />
            </ButtonBase>
          </li>
        ))}
      </Box>
      <Dialog
        open={photo !== undefined}
        onClose={() => setOpen(null)}
        onKeyDown={onKeyDown}
        maxWidth="lg"
        fullWidth
        fullScreen={fullScreen}
        aria-labelledby="foto-ampliada"
        aria-describedby="foto-ampliada-autor"
      >
        {photo && open !== null && (
          <>
            <DialogTitle sx={{ display: 'flex', alignItems: 'center', gap: 1, pr: 1 }}>
              <Box component="span" sx={{ flex: 1, minWidth: 0 }}>
                <span id="foto-ampliada">
                  Foto {open + 1} de {count}
                </span>
                <Box
                  component="span"
                  id="foto-ampliada-autor"
                  sx={{ display: 'block', typography: 'body2', color: 'text.secondary', overflowWrap: 'anywhere' }}
                >
                  Enviada por {from}
                </Box>
              </Box>
              <IconButton aria-label="Fechar" onClick={() => setOpen(null)}>
                <CloseIcon />
              </IconButton>
            </DialogTitle>
            <DialogContent>
              {/* The arrows beside the photo; on a phone, under it, so the photo keeps the screen's width. */}
              <Box sx={{ display: 'flex', flexWrap: { xs: 'wrap', sm: 'nowrap' }, gap: 1, alignItems: 'center', justifyContent: 'space-between' }}>
                {count > 1 && (
                  <IconButton aria-label="Foto anterior" onClick={() => step(-1)}>
                    <ChevronLeftIcon />
                  </IconButton>
                )}
                <Box
                  component="img"
                  key={photo.id}
                  src={photo.fullUrl}
                  alt={photoAlt(open, count)}
                  sx={{
                    display: 'block',
                    flex: { xs: '1 1 100%', sm: '1 1 auto' },
                    order: { xs: -1, sm: 0 },
                    minWidth: 0,
                    maxHeight: '70vh',
                    objectFit: 'contain',
                    bgcolor: 'grey.100',
                    borderRadius: 1,
                  }}
                />
                {count > 1 && (
                  <IconButton aria-label="Próxima foto" onClick={() => step(1)}>
                    <ChevronRightIcon />
                  </IconButton>
                )}
              </Box>
              <Link href={photo.fullUrl} target="_blank" rel="noopener" variant="body2" sx={{ display: 'inline-block', mt: 1 }}>
                Abrir em outra aba
              </Link>
            </DialogContent>
          </>
        )}
      </Dialog>
    </>
  )
}
