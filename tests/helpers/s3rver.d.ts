/** The few parts of s3rver (no published types for 3.x) the tests use. */
declare module 's3rver' {
  type Options = { address?: string; port?: number; silent?: boolean; directory: string; configureBuckets?: { name: string }[] }
  export default class S3rver {
    constructor(options: Options)
    run(): Promise<{ address: string; port: number }>
    close(): Promise<void>
  }
}
