import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { Fragment } from 'react'
import { useFieldValue, type FieldProps } from 'react-admin'

/**
 * An e-mail address that may wrap after its '@' and before each dot of its domain
 * ('juliana.pinto@' / 'demo.navalha.test'), and anywhere else only when a part is still too long
 * for its column: a narrow table keeps an address readable instead of widening the page.
 */
export function WrappingEmail({ email }: { email: string }) {
  const at = email.lastIndexOf('@')
  const domain = at < 0 ? [] : email.slice(at + 1).split('.')
  return (
    <span style={{ overflowWrap: 'anywhere' }}>
      {at < 0 ? (
        email
      ) : (
        <>
          {email.slice(0, at + 1)}
          {domain.map((part, index) => (
            <Fragment key={index}>
              <wbr />
              {index > 0 && '.'}
              {part}
            </Fragment>
          ))}
        </>
      )}
    </span>
  )
}

const EmailLink = ({ email, variant }: { email: string; variant: 'body2' | 'caption' }) => (
  <Link href={`mailto:${email}`} variant={variant} onClick={(event) => event.stopPropagation()}>
    <WrappingEmail email={email} />
  </Link>
)

/** react-admin's EmailField (a mailto link, or `emptyText`) with the address wrapping as WrappingEmail does. */
export function WrappingEmailField(props: FieldProps & { emptyText?: string }) {
  const value = useFieldValue(props) as string | null | undefined
  if (!value)
    return (
      <Typography component="span" variant="body2">
        {props.emptyText ?? ''}
      </Typography>
    )
  return <EmailLink email={value} variant="body2" />
}

/** A person's name with their e-mail under it: one column instead of two where a table is narrow. */
export const NameWithEmail = ({ name, email }: { name: string | null | undefined; email: string | null | undefined }) => (
  <>
    {name || '—'}
    {email && (
      <Typography component="span" variant="caption" sx={{ display: 'block' }}>
        <EmailLink email={email} variant="caption" />
      </Typography>
    )}
  </>
)
