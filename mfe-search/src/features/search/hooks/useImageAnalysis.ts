import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHost, type CategorySlug } from '@marketplace/contracts';
import { pickImageCategory } from '../data/search-products';

/** The simulated analysis time of spec section 9. */
export const IMAGE_ANALYSIS_MS = 1500;

export type ImageAnalysis =
  { status: 'none' } | { status: 'analyzing'; run: string } | { status: 'done'; run: string; category: CategorySlug };

/**
 * The simulated image analysis (spec section 4): for each new preview, an info toast
 * 'Analyzing image...', then after 1.5 s a success toast 'Image analysis complete' and a
 * category the results are picked from. A new `run` number analyses the same image again.
 * Nothing is sent anywhere: the image stays in the browser.
 */
export function useImageAnalysis(image: string | null, run = 0, random?: () => number): ImageAnalysis {
  const { notify } = useHost();
  // The i18next instance is stable; its t() reads the language at the moment a toast shows.
  const { i18n } = useTranslation();
  const [analysis, setAnalysis] = useState<ImageAnalysis>({ status: 'none' });

  const current = image ? `${run}:${image}` : null;

  useEffect(() => {
    if (!current) {
      setAnalysis({ status: 'none' });
      return;
    }
    setAnalysis({ status: 'analyzing', run: current });
    notify({ kind: 'info', message: i18n.t('image.analyzing', { ns: 'search' }) });
    const timer = setTimeout(() => {
      setAnalysis({ status: 'done', run: current, category: pickImageCategory(random) });
      notify({ kind: 'success', message: i18n.t('image.complete', { ns: 'search' }) });
    }, IMAGE_ANALYSIS_MS);
    return () => clearTimeout(timer);
  }, [current, notify, random, i18n]);

  // A state left over from the previous image (or run) is never returned for the new one.
  if (analysis.status !== 'none' && analysis.run !== current) return current ? { status: 'analyzing', run: current } : { status: 'none' };
  if (analysis.status === 'none' && current) return { status: 'analyzing', run: current };
  return analysis;
}
