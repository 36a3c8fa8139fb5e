/** Where an uploaded file goes (spec §7: user id / folder / timestamp.extension) and what it must be. */
export const MEDIA_FOLDERS = ['photos', 'videos', 'logos', 'shop-photos', 'portfolio', 'chat-photos'] as const
export type MediaFolder = (typeof MEDIA_FOLDERS)[number]

export const mediaFolderLabels: Record<MediaFolder, string> = {
  photos: 'Fotos de perfil',
  videos: 'Vídeos de apresentação',
  logos: 'Logos',
  'shop-photos': 'Fotos da barbearia',
  portfolio: 'Portfólio',
  'chat-photos': 'Fotos do chat',
}

export type MediaKind = 'image' | 'video'

/** Photos, logos, shop photos, portfolio and chat photos are images; the presentation video is a video. */
export function mediaKindFor(folder: MediaFolder): MediaKind {
  return folder === 'videos' ? 'video' : 'image'
}
