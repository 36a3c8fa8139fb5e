export function LandingPage() {
  return <div className="p-8">Navalha</div>
}
