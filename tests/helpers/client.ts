export type ApiResponse<T = any> = { status: number; body: T; headers: Headers; text: string }

type RequestOptions = { json?: unknown; body?: BodyInit; headers?: Record<string, string>; origin?: string | null }

/**
 * An HTTP client for one visitor: keeps its cookies like a browser and sends `Origin` (Payload
 * treats a cookie-authenticated request without it as anonymous, which is its CSRF defence).
 */
export class ApiClient {
  private cookies = new Map<string, string>()

  /** `origin`: the page's origin when it differs from the server talked to (another instance behind a balancer). */
  constructor(
    readonly baseUrl: string,
    private readonly origin?: string,
  ) {}

  /** The same visitor, cookies shared, sent to another instance of the app as a balancer would send it. */
  through(baseUrl: string): ApiClient {
    const other = new ApiClient(baseUrl, this.origin ?? this.baseUrl)
    other.cookies = this.cookies
    return other
  }

  get signedIn(): boolean {
    return this.cookies.has('payload-token')
  }

  cookie(name: string): string | undefined {
    return this.cookies.get(name)
  }

  async request<T = any>(method: string, path: string, options: RequestOptions = {}): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers }
    if (options.origin !== null) headers.origin = options.origin ?? this.origin ?? this.baseUrl
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ')
    let body = options.body
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json'
      body = JSON.stringify(options.json)
    }
    const response = await fetch(this.baseUrl + path, { method, headers, body, redirect: 'manual' })
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';')
      const name = pair.slice(0, pair.indexOf('=')).trim()
      const value = pair.slice(pair.indexOf('=') + 1).trim()
      const expired = attributes.some((a) => /max-age=0\b/i.test(a.trim()) || (/^expires=/i.test(a.trim()) && new Date(a.split('=')[1]).getTime() < Date.now()))
      if (expired || value === '') this.cookies.delete(name)
      else this.cookies.set(name, value)
    }
    const text = await response.text()
    let parsed: unknown = text
    try {
      parsed = text ? JSON.parse(text) : null
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, body: parsed as T, headers: response.headers, text }
  }

  get<T = any>(path: string, options?: RequestOptions) {
    return this.request<T>('GET', path, options)
  }
  post<T = any>(path: string, json?: unknown, options?: RequestOptions) {
    return this.request<T>('POST', path, { ...options, json })
  }
  patch<T = any>(path: string, json?: unknown, options?: RequestOptions) {
    return this.request<T>('PATCH', path, { ...options, json })
  }
  delete<T = any>(path: string, options?: RequestOptions) {
    return this.request<T>('DELETE', path, options)
  }

  async login(email: string, password: string): Promise<ApiResponse> {
    const response = await this.post('/api/users/login', { email, password })
    if (response.status !== 200) throw new Error(`login de ${email} falhou: ${response.status} ${response.text}`)
    return response
  }
}

/** The first error message of an error response (`{ errors: [{ message, field? }] }`). */
export function errorMessage(body: any): string | undefined {
  return body?.errors?.[0]?.message
}
