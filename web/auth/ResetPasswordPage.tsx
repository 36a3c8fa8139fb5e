export function ResetPasswordPage() {
  return <div className="p-8">ResetPasswordPage</div>
}
