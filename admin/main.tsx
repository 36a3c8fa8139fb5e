import { lazy, StrictMode, Suspense } from 'react'
import { createRoot } from 'react-dom/client'
import { BrowserRouter, Route, Routes } from 'react-router-dom'
import { StaffOnly } from './access/StaffOnly'
import { AdminLoginPage } from './login/AdminLoginPage'

// The login page is light; react-admin and its screens load only past it.
const loadApp = () => import('./App')
const App = lazy(() => loadApp().then((module) => ({ default: module.App })))
// On a console address the screens load while StaffOnly asks who is signed in, not after it.
if (window.location.pathname.startsWith('/painel-admin')) void loadApp()

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <Routes>
        <Route path="/admin-login" element={<AdminLoginPage />} />
        <Route
          path="/painel-admin/*"
          element={
            <StaffOnly>
              <Suspense fallback={null}>
                <App />
              </Suspense>
            </StaffOnly>
          }
        />
      </Routes>
    </BrowserRouter>
  </StrictMode>,
)
