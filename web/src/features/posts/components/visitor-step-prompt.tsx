// A visitor on a post where one of its parties has a step to take (the hand-off email's link opened
// while logged out, or a session that ended): "Log in to ..." with a Log In link that comes back
// here, where that party's form (and its kept draft) is waiting.

import type { PostKind, TreatStatus, WishlistStatus } from '@bookwish/shared/domain/types';
import { Alert } from '../../../components/ui/alert.tsx';
import { LoginLink } from '../../../lib/auth-guard.tsx';
import { t } from '../../../lib/i18n/i18n.ts';
import { keptTexts } from '../../../lib/kept-texts.ts';
import { useSession } from '../../../lib/session.ts';

const WISHLIST: Partial<Record<WishlistStatus, string>> = {
  offered: keptTexts.logInToShareAddress,
  confirmed: keptTexts.logInToSendGift,
  fulfilled: keptTexts.logInToConfirmArrival,
};
const TREAT: Partial<Record<TreatStatus, string>> = {
  requested: keptTexts.logInToShip,
  shipped: keptTexts.logInToConfirmArrival,
};

export function VisitorStepPrompt({ kind, status }: { kind: PostKind; status: string }) {
  const { user } = useSession();
  if (user) return null;
  const text = kind === 'wishlist' ? WISHLIST[status as WishlistStatus] : TREAT[status as TreatStatus];
  if (!text) return null;
  return (
    <Alert className="mt-8" variant="info" title={t('visitorStepPrompt.logIn')}>
      {text}{' '}
      <LoginLink className="font-semibold text-brand-dark underline underline-offset-2">
        {t('visitorStepPrompt.logIn2')}
      </LoginLink>
    </Alert>
  );
}
