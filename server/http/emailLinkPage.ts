import type { Response } from 'express'
import { PRODUCT_NAME } from '#domain/messages/common'

/** Text made safe inside HTML and attribute values. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

const STYLE = `*{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f5f5f4;color:#1c1917}
main{display:flex;justify-content:center;padding:2rem 1rem}.card{width:100%;max-width:28rem;background:#fff;border:1px solid #e7e5e4;border-radius:1rem;padding:1.75rem}
.brand{font-weight:800;font-size:1.25rem;color:#b45309;margin:0 0 1.25rem}h1{font-size:1.25rem;margin:0 0 .5rem}p{color:#57534e;line-height:1.5;margin:.5rem 0}
button,a.button{font:inherit;font-weight:600;border-radius:.6rem;padding:.8rem 1rem;border:0;cursor:pointer;width:100%;display:block;text-align:center;text-decoration:none;margin-top:1.25rem;background:#1c1917;color:#fff}
button:focus-visible,a.button:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}`

/**
 * The small page a link from an e-mail opens (stop chat e-mails, stop a job alert): self-contained
 * HTML, never cached, never indexed, no referrer (the address holds a token). `body` is HTML.
 */
export function emailLinkPage(res: Response, status: number, title: string, body: string) {
  res
    .status(status)
    .type('html')
    .setHeader('cache-control', 'no-store')
    .setHeader('referrer-policy', 'no-referrer')
    .send(
      `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
        `<meta name="robots" content="noindex"><title>${escapeHtml(title)} · ${PRODUCT_NAME}</title><style>${STYLE}</style></head>` +
        `<body><main><div class="card"><p class="brand">${PRODUCT_NAME}</p><h1>${escapeHtml(title)}</h1>${body}</div></main></body></html>`,
    )
}
