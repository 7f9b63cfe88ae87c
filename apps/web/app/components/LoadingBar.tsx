import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';
import { useLocale } from '../i18n/use-locale.ts';

/** Spec §9: shown only when a navigation lasts more than 200 ms; 3px high; 2000 ms animation. */
export const LOADING_BAR_THROTTLE_MS = 200;

export function LoadingBar() {
  const { t } = useLocale();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (!busy) {
      setVisible(false);
      return;
    }
    const timer = setTimeout(() => setVisible(true), LOADING_BAR_THROTTLE_MS);
    return () => clearTimeout(timer);
  }, [busy]);

  if (!visible) return null;
  return <div className="loading-bar" role="progressbar" aria-label={t('loading.label')} data-testid="loading-bar" />;
}
