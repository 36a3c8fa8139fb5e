export function VerifyEmailPage() {
  return <div className="p-8">VerifyEmailPage</div>
}
