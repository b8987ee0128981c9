import { Suspense, useEffect } from 'react'
import { navigate } from 'vike/client/router'
import { DataExport } from '@/components/account/settings/DataExport'
import { NewsletterPreference } from '@/components/account/settings/NewsletterPreference'
import { SettingsSection } from '@/components/account/settings/SettingsSection'
import { StockAlertList } from '@/components/account/settings/StockAlertList'
import { Button } from '@/components/ui/Button'
import { lazyWithSsr } from '@/lib/react/lazyWithSsr'
import { useMessages, useRoutes } from '@/lib/react/LocaleContext'
import { settingsMessages } from '@/lib/i18n/messages/settings'
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks'
import { sessionActions } from '@/lib/store/session'
import { AccountLayout } from '@/components/account/AccountLayout'
import { useSignedInQuery } from '../useSignedInQuery'
import { settingsCalls as api } from './settingsCalls'

// The four forms (and react-hook-form and zod with them) load with the page, not in its first JavaScript
// (lib/react/lazyWithSsr.ts); one chunk each, sharing the libraries' chunk.
const ProfileForm = lazyWithSsr(() =>
  import('@/components/account/settings/ProfileForm').then((m) => ({ default: m.ProfileForm })),
)
const EmailChangeForm = lazyWithSsr(() =>
  import('@/components/account/settings/EmailChangeForm').then((m) => ({ default: m.EmailChangeForm })),
)
const PasswordChangeForm = lazyWithSsr(() =>
  import('@/components/account/settings/PasswordChangeForm').then((m) => ({ default: m.PasswordChangeForm })),
)
const DeleteAccountForm = lazyWithSsr(() =>
  import('@/components/account/settings/DeleteAccountForm').then((m) => ({ default: m.DeleteAccountForm })),
)

/** docs/product.md §2.22: the signed-in shopper's settings. */
export default function SettingsPage() {
  const user = useAppSelector((state) => state.session.user)
  const dispatch = useAppDispatch()
  const t = useMessages(settingsMessages)
  const routes = useRoutes()
  const { state, retry } = useSignedInQuery(api.mySettings, 'settings', t.loadFailed)
  useScrollToSection(state.status === 'done')
  return (
    <AccountLayout title={t.title} lead={t.lead} current="settings">
      {user ? (
        // Rendered in the browser only (the session is not known to the server): the three sections appear together.
        <Suspense>
          <SettingsSection id="profile" heading={t.profile.heading}>
            <ProfileForm
              fullName={user.fullName}
              onSave={api.updateProfile}
              onSaved={(saved) => dispatch(sessionActions.userLoaded({ ...user, fullName: saved.fullName }))}
            />
          </SettingsSection>
          <SettingsSection id="email" heading={t.email.heading}>
            <EmailChangeForm email={user.email} onRequest={api.requestEmailChange} />
          </SettingsSection>
          <SettingsSection id="password" heading={t.password.heading}>
            <PasswordChangeForm
              onChange={api.changePassword}
              // The old token no longer counts: keep this device signed in with the fresh one.
              onChanged={(answer) => dispatch(sessionActions.loggedIn({ token: answer.token, user }))}
            />
          </SettingsSection>
        </Suspense>
      ) : null}
      {state.status === 'error' ? (
        <p role="alert">
          {state.message}{' '}
          <Button variant="ghost" onClick={retry}>
            {t.retry}
          </Button>
        </p>
      ) : null}
      {state.status === 'done' ? (
        <>
          <SettingsSection id="newsletter" heading={t.newsletter.heading}>
            <NewsletterPreference
              subscribed={state.data.myNewsletterSubscription}
              onChange={async (subscribed) => {
                const now = await api.setNewsletterSubscription(subscribed)
                retry()
                return now
              }}
            />
          </SettingsSection>
          <SettingsSection id="alerts" heading={t.alerts.heading}>
            <StockAlertList
              alerts={state.data.myStockAlerts}
              onCancel={async (id) => {
                await api.cancelStockAlert(id)
                retry()
              }}
            />
          </SettingsSection>
        </>
      ) : null}
      <SettingsSection id="data" heading={t.data.heading}>
        <DataExport onExport={api.myData} />
      </SettingsSection>
      <SettingsSection id="delete" heading={t.delete.heading}>
        <Suspense>
          <DeleteAccountForm
            onDelete={api.deleteAccount}
            onDeleted={() => {
              dispatch(sessionActions.loggedOut())
              void navigate(routes.home)
            }}
          />
        </Suspense>
      </SettingsSection>
    </AccountLayout>
  )
}

/**
 * The account page links to each section (`#password-heading`); the sections render in the browser once the
 * settings are read, after the browser looked for the anchor, so the page scrolls to it then.
 */
function useScrollToSection(ready: boolean) {
  useEffect(() => {
    const id = ready ? decodeURIComponent(window.location.hash.slice(1)) : ''
    if (id) document.getElementById(id)?.scrollIntoView()
  }, [ready])
}
