export function AuthPage() {
  return <div className="p-8">AuthPage</div>
}
