export const PROFILE_TABS = ['Personal Information', 'Security', 'Subscription', 'Preferences'] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

export const PROFILE_PANEL_ID = 'profile-panel';
export const profileTabId = (tab: ProfileTab) => `tab-${tab.replace(/\s+/g, '-').toLowerCase()}`;

interface Props {
  selected: ProfileTab;
  onSelect: (tab: ProfileTab) => void;
}

/**
 * Two rows of two on a phone and one row from 640 px, so every tab is seen whole: a bar that
 * scrolled sideways cut 'Subscription' off with no sign there was more. Each tab is 44 px high.
 */
export function ProfileTabs({ selected, onSelect }: Props) {
  return (
    <div className="card p-2 sm:p-3">
      <div
        role="tablist"
        aria-label="Profile sections"
        className="grid grid-cols-2 gap-1 sm:flex sm:flex-wrap"
      >
        {PROFILE_TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={profileTabId(name)}
            aria-selected={selected === name}
            aria-controls={PROFILE_PANEL_ID}
            onClick={() => onSelect(name)}
            className={`min-h-11 rounded-full px-3 text-sm font-semibold sm:px-4 ${selected === name ? 'bg-brand-600 text-white' : 'text-plum-700 hover:bg-plum-50'}`}
          >
            {name}
          </button>
        ))}
      </div>
    </div>
  );
}
