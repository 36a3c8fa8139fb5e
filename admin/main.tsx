import { lazy, StrictMode, Suspense } from 'react'
import { createRoot } from 'react-dom/client'
import { BrowserRouter, Route, Routes } from 'react-router-dom'
import { AdminLoginPage } from './login/AdminLoginPage'

// The login page is light; react-admin and its screens load only past it.
const App = lazy(() => import('./App').then((module) => ({ default: module.App })))

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <Routes>
        <Route path="/admin-login" element={<AdminLoginPage />} />
        <Route
          path="/painel-admin/*"
          element={
            <Suspense fallback={null}>
              <App />
            </Suspense>
          }
        />
      </Routes>
    </BrowserRouter>
  </StrictMode>,
)
