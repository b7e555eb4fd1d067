import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { theme } from '@marketplace/contracts';
import { ChevronDownIcon, GlobeIcon } from '../icons';
import { focusRing } from '../styles';
import { useDropdown } from './useDropdown';
import { useLanguage } from './useLanguage';

const Root = styled.div`
  position: relative;
`;

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space(1)};
  padding: ${theme.space(1)} ${theme.space(2)};
  border: 0;
  border-radius: 6px;
  background: transparent;
  color: inherit;
  font: inherit;
  cursor: pointer;
  &:hover {
    background: rgba(255, 255, 255, 0.12);
  }
  &[aria-expanded='true'] svg:last-child {
    transform: rotate(180deg);
  }
  ${focusRing}
`;

const Menu = styled.ul`
  position: absolute;
  right: 0;
  top: calc(100% + 6px);
  z-index: 1100;
  min-width: 168px;
  margin: 0;
  padding: ${theme.space(1)};
  list-style: none;
  background: ${theme.color.surface};
  color: ${theme.color.text};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  box-shadow: 0 12px 32px rgba(15, 23, 42, 0.16);
  &[hidden] {
    display: none;
  }
`;

const Item = styled.button`
  display: flex;
  width: 100%;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space(3)};
  padding: ${theme.space(2)} ${theme.space(3)};
  border: 0;
  border-radius: 6px;
  background: transparent;
  color: inherit;
  font: inherit;
  text-align: left;
  cursor: pointer;
  &:hover,
  &:focus {
    background: #ecfdf5;
  }
  &[aria-checked='true'] {
    color: ${theme.color.brand};
    font-weight: 600;
  }
  ${focusRing}
`;

/** The top bar's language menu: the current language on a button, a tick on the current item. */
export function LanguageSwitcher() {
  const { t } = useTranslation('shell');
  const { current, languages, change } = useLanguage();
  const { close, rootProps, buttonProps, panelProps } = useDropdown();
  const currentLabel = languages.find((l) => l.code === current)?.label ?? current;

  return (
    <Root {...rootProps}>
      <Toggle {...buttonProps} aria-haspopup="menu" aria-label={t('header.language.button', { language: currentLabel })}>
        <GlobeIcon size={16} />
        <span lang={current}>{currentLabel}</span>
        <ChevronDownIcon size={14} />
      </Toggle>
      <Menu {...panelProps} role="menu" aria-label={t('header.language.menu')}>
        {languages.map(({ code, label }) => (
          <li key={code} role="none">
            <Item
              type="button"
              role="menuitemradio"
              aria-checked={code === current}
              lang={code}
              onClick={() => {
                change(code);
                close(true);
              }}
            >
              {label}
              {code === current && <span aria-hidden="true">✓</span>}
            </Item>
          </li>
        ))}
      </Menu>
    </Root>
  );
}
