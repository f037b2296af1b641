import { Heart, Package, Settings, UserRound, Wallet } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useData } from 'vike-react/useData';
import { usePageContext } from 'vike-react/usePageContext';
import { DASHBOARD_TABS, parseTab, tabHref } from '../../lib/tab-url';
import { CreditsTab } from '../../features/account/CreditsTab';
import { LoadFailed } from '../../features/account/DashboardPanel';
import { OrdersTab } from '../../features/account/OrdersTab';
import { ProfileCreationFailed } from '../../features/account/ProfileCreationFailed';
import { ProfileTab } from '../../features/account/ProfileTab';
import { SettingsTab } from '../../features/account/SettingsTab';
import { WishlistTab } from '../../features/wishlist/WishlistTab';
import { TabLinks } from '../../ui/TabLinks';
import { ToastProvider } from '../../ui/Toaster';
import type { Data } from './+data';

const TAB_LABELS = [
  { value: 'profile', label: 'Profile', Icon: UserRound },
  { value: 'orders', label: 'Orders', Icon: Package },
  { value: 'wishlist', label: 'Wishlist', Icon: Heart },
  { value: 'credits', label: 'Credits', Icon: Wallet },
  { value: 'settings', label: 'Settings', Icon: Settings },
] as const;

export default function Page() {
  const data = useData<Data>();
  const { credits, orders } = data;
  const { user, urlPathname, urlParsed } = usePageContext();
  // Kept here rather than in the Profile tab, whose content unmounts while another tab is open.
  const [profile, setProfile] = useState(data.profile);
  useEffect(() => setProfile(data.profile), [data.profile]);
  // The tab is in the URL, so the server renders it and the tabs are plain links.
  const tab = parseTab(urlParsed.search.tab, DASHBOARD_TABS);
  const email = profile?.email ?? user?.email ?? '';

  return (
    <ToastProvider>
      <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 sm:py-12 lg:px-8">
        <header className="flex items-center gap-4">
          <span
            aria-hidden="true"
            className="grid size-14 shrink-0 place-items-center rounded-2xl bg-linear-to-br from-violet-500 to-cyan-500 text-2xl font-bold text-white uppercase shadow-lg shadow-violet-500/25"
          >
            {email.charAt(0) || '?'}
          </span>
          <div className="min-w-0">
            <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Dashboard</h1>
            <p className="mt-1 truncate text-muted-foreground">
              Signed in as <span className="font-medium text-foreground">{email}</span>
            </p>
          </div>
        </header>

        <TabLinks
          label="Account sections"
          className="mt-8 sm:w-auto sm:max-w-2xl"
          tabs={TAB_LABELS.map(({ value, label, Icon }) => ({
            value,
            href: tabHref(urlPathname, '', value, DASHBOARD_TABS),
            current: value === tab,
            label: (
              <>
                <Icon aria-hidden="true" className="max-sm:hidden" />
                {label}
              </>
            ),
          }))}
        />
        <div className="mt-6">
          {tab === 'profile' && (profile ? <ProfileTab profile={profile} onSaved={setProfile} /> : data.profileCreationFailed ? <ProfileCreationFailed /> : <LoadFailed what="profile" />)}
          {tab === 'orders' && (orders ? <OrdersTab orders={orders} /> : <LoadFailed what="orders" />)}
          {tab === 'wishlist' && <WishlistTab />}
          {tab === 'credits' && (credits ? <CreditsTab credits={credits} /> : <LoadFailed what="store credit" />)}
          {tab === 'settings' && <SettingsTab isVerified={profile?.isVerified ?? null} account={data.account} />}
        </div>
      </div>
    </ToastProvider>
  );
}
