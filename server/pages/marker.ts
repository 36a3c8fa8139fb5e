/**
 * `html` with its first `marker` replaced by `content`, taken as it is. `String.prototype.replace`
 * with a string would read `$&`, `` $` ``, `$'` in `content` (a job's title, a barber's name) as
 * copies of the page around the marker (issue 36): a title `Barbeiro $' pleno` put the app inside
 * <title>, and a long enough description made a page of hundreds of megabytes.
 */
export function replaceMarker(html: string, marker: string, content: string): string {
  const at = html.indexOf(marker)
  return at === -1 ? html : html.slice(0, at) + content + html.slice(at + marker.length)
}
