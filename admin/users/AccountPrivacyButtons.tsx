import DeleteForeverIcon from '@mui/icons-material/DeleteForever'
import DownloadIcon from '@mui/icons-material/Download'
import { useState } from 'react'
import { Box, IconButton, Tooltip } from '@mui/material'
import { Confirm, useNotify, useRecordContext, useRefresh } from 'react-admin'
import { privacyMessages } from '#domain/privacy'
import type { User } from '#payload-types'
import { httpClient } from '../api'

const accountPath = (id: number) => `/api/admin/accounts/${id}`

/**
 * For a person who asks by e-mail (issue 25): an admin downloads the same ZIP the person would,
 * or deletes the account as the person would, after a confirmation. The server audits both
 * (server/privacy/routes.ts); an account already removed shows neither.
 */
export const AccountPrivacyButtons = (_props: { label?: string }) => {
  const record = useRecordContext<User>()
  const notify = useNotify()
  const refresh = useRefresh()
  const [confirming, setConfirming] = useState(false)
  const [busy, setBusy] = useState(false)
  if (!record || record.removedAt) return null

  const download = async () => {
    setBusy(true)
    try {
      const response = await fetch(`${accountPath(record.id)}/export`, { credentials: 'same-origin' })
      if (!response.ok) {
        const body = (await response.json().catch(() => null)) as { errors?: { message?: string }[] } | null
        throw new Error(body?.errors?.[0]?.message ?? privacyMessages.exportFailed)
      }
      const url = URL.createObjectURL(await response.blob())
      const link = Object.assign(document.createElement('a'), { href: url, download: `navalha-dados-conta-${record.id}.zip` })
      document.body.append(link)
      link.click()
      link.remove()
      setTimeout(() => URL.revokeObjectURL(url), 60_000)
    } catch (error) {
      notify(error instanceof Error ? error.message : privacyMessages.exportFailed, { type: 'error' })
    } finally {
      setBusy(false)
    }
  }

  const erase = async () => {
    setConfirming(false)
    setBusy(true)
    try {
      await httpClient(accountPath(record.id), { method: 'DELETE' })
      notify(privacyMessages.deletedByAdmin, { type: 'success' })
      refresh()
    } catch (error) {
      notify(error instanceof Error ? error.message : privacyMessages.deleteFailed, { type: 'error' })
    } finally {
      setBusy(false)
    }
  }

  return (
    <Box sx={{ display: 'flex', gap: 0.5 }}>
      {/* Icons with their names as tooltips and accessible names: the list keeps to 1024 px. */}
      <Tooltip title="Baixar dados">
        <span>
          <IconButton aria-label="Baixar dados" size="small" onClick={(event) => (event.stopPropagation(), void download())} disabled={busy}>
            <DownloadIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title="Excluir conta">
        <span>
          <IconButton aria-label="Excluir conta" size="small" color="error" onClick={(event) => (event.stopPropagation(), setConfirming(true))} disabled={busy}>
            <DeleteForeverIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      <Confirm
        isOpen={confirming}
        title={`Excluir a conta de ${record.name}?`}
        content={privacyMessages.adminDeleteIrreversible}
        confirm="Excluir conta"
        confirmColor="warning"
        onConfirm={() => void erase()}
        onClose={() => setConfirming(false)}
      />
    </Box>
  )
}
