import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react'
import { cn } from './cn'

export type TabItem<T extends string> = { value: T; label: ReactNode }

const tabId = (base: string, value: string) => `${base}-tab-${value}`
const panelId = (base: string, value: string) => `${base}-panel-${value}`

/**
 * An accessible tab list (arrow keys move between tabs). Give it an `id` and render each panel
 * with <TabPanel tabsId={id} value=...> so tab and panel point at each other.
 */
export function Tabs<T extends string>({
  id,
  items,
  value,
  onChange,
  label,
  className,
}: {
  id?: string
  items: TabItem<T>[]
  value: T
  onChange: (value: T) => void
  label: string
  className?: string
}) {
  const generated = useId()
  const base = id ?? generated
  const refs = useRef<(HTMLButtonElement | null)[]>([])
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const move = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0
    if (!move) return
    event.preventDefault()
    const next = (index + move + items.length) % items.length
    onChange(items[next].value)
    refs.current[next]?.focus()
  }
  return (
    <div
      role="tablist"
      aria-label={label}
      className={cn('grid gap-1 rounded-xl bg-stone-200/70 p-1', className)}
      style={{ gridTemplateColumns: `repeat(${items.length}, minmax(0, 1fr))` }}
    >
      {items.map((item, index) => {
        const selected = item.value === value
        return (
          <button
            key={item.value}
            ref={(element) => {
              refs.current[index] = element
            }}
            id={tabId(base, item.value)}
            role="tab"
            type="button"
            aria-selected={selected}
            aria-controls={panelId(base, item.value)}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(item.value)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={cn(
              'h-10 rounded-lg text-sm font-semibold transition-colors',
              selected ? 'bg-white text-stone-900 shadow-sm' : 'text-stone-700 hover:text-stone-900',
            )}
          >
            {item.label}
          </button>
        )
      })}
    </div>
  )
}

/** The panel of one tab; hidden (but kept, so forms keep what was typed) while another tab is active. */
export function TabPanel({
  tabsId,
  value,
  active,
  className,
  children,
}: {
  tabsId: string
  value: string
  active: boolean
  className?: string
  children: ReactNode
}) {
  return (
    <div role="tabpanel" id={panelId(tabsId, value)} aria-labelledby={tabId(tabsId, value)} hidden={!active} tabIndex={0} className={className}>
      {children}
    </div>
  )
}
