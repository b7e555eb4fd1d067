import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { theme } from '@marketplace/contracts';
import { STEPS } from '../state/steps';

const List = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(2)};
  list-style: none;
  margin: 0 0 ${theme.space(6)};
  padding: 0;
  li {
    display: flex;
    align-items: center;
    gap: ${theme.space(2)};
    padding: ${theme.space(2)} ${theme.space(3)};
    border-radius: 999px;
    background: #e5e7eb;
    color: ${theme.color.muted};
  }
  li[aria-current='step'] {
    background: ${theme.color.brand};
    color: #fff;
    font-weight: 700;
  }
  li.done {
    background: #d1fae5;
    color: ${theme.color.brandDark};
  }
  .number {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 24px;
    height: 24px;
    border-radius: 50%;
    background: rgba(255, 255, 255, 0.6);
    color: inherit;
    font-weight: 700;
  }
`;

/** The five steps as a list; the current one carries aria-current="step". */
export function Stepper({ current }: { current: number }) {
  const { t } = useTranslation('cart');
  return (
    <List aria-label={t('checkout.stepsLabel')}>
      {STEPS.map((step, index) => {
        const n = index + 1;
        return (
          <li key={step} aria-current={n === current ? 'step' : undefined} className={n < current ? 'done' : undefined}>
            <span className="number" aria-hidden="true">
              {n}
            </span>
            {t(`checkout.steps.${step}`)}
          </li>
        );
      })}
    </List>
  );
}
