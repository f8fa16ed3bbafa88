import { useRef, type KeyboardEvent, type ReactNode } from 'react';

const ADMIN_TABS = [
  { id: 'feedback', label: 'Feedback' },
  { id: 'verification', label: 'Verification' },
  { id: 'reports', label: 'Reports' },
  { id: 'moderation', label: 'Community' },
  { id: 'books', label: 'Books' },
  { id: 'activity', label: 'Activity' },
] as const;

export type AdminTabId = (typeof ADMIN_TABS)[number]['id'];

export function isAdminTab(value: string | null): value is AdminTabId {
  return ADMIN_TABS.some((tab) => tab.id === value);
}

const tabId = (tab: AdminTabId) => `admin-tab-${tab}`;
const panelId = (tab: AdminTabId) => `admin-panel-${tab}`;

interface AdminTabsProps {
  selected: AdminTabId;
  onSelect: (tab: AdminTabId) => void;
  children: ReactNode;
}

/**
 * The admin screen's tabs (the WAI-ARIA tabs pattern, automatic activation): one tab stop; Left and Right move
 * between tabs (wrapping), Home and End go to the first and last; the panel holds the chosen tab's content.
 */
export function AdminTabs({ selected, onSelect, children }: AdminTabsProps) {
  const buttons = useRef(new Map<AdminTabId, HTMLButtonElement>());

  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = ADMIN_TABS.findIndex((tab) => tab.id === selected);
    const last = ADMIN_TABS.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % ADMIN_TABS.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + ADMIN_TABS.length) % ADMIN_TABS.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    const target = next === null ? undefined : ADMIN_TABS[next];
    if (!target) return;
    event.preventDefault();
    const tab = target.id;
    onSelect(tab);
    buttons.current.get(tab)?.focus();
  };

  return (
    <div className="admin-tabs">
      <div role="tablist" aria-label="Admin sections" className="admin-tabs__list" onKeyDown={move}>
        {ADMIN_TABS.map((tab) => (
          <button
            key={tab.id}
            ref={(element) => {
              if (element) buttons.current.set(tab.id, element);
              else buttons.current.delete(tab.id);
            }}
            type="button"
            role="tab"
            id={tabId(tab.id)}
            aria-selected={tab.id === selected}
            aria-controls={panelId(tab.id)}
            tabIndex={tab.id === selected ? 0 : -1}
            className="admin-tabs__tab"
            onClick={() => onSelect(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={panelId(selected)} aria-labelledby={tabId(selected)} className="admin-tabs__panel" tabIndex={0}>
        {children}
      </div>
    </div>
  );
}
