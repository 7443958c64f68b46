import { BgColorsOutlined, CheckOutlined } from '@ant-design/icons';
import { Button, Popover, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { defaultColor, themeNames, themeStore, useTheme } from '../app/theme';
import { colorPresets, palettes } from './themes';

/** Theme and accent colour, kept for the next visit. */
export function ThemePicker() {
  const { t } = useTranslation();
  const { theme, color } = useTheme();
  const content = (
    <div className="theme-picker">
      <Typography.Text strong>{t('theme.themes')}</Typography.Text>
      <div className="theme-grid">
        {themeNames.map((name) => (
          <button
            type="button"
            key={name}
            className={`theme-card${name === theme ? ' theme-card-active' : ''}`}
            onClick={() => themeStore.set((v) => ({ ...v, theme: name }))}
            aria-pressed={name === theme}
            data-theme={name}
          >
            <span className="theme-swatch">
              <span style={{ background: palettes[name].siderBg }} />
              <span style={{ background: palettes[name].headerBg }} />
            </span>
            <span>{t(`theme.names.${name}`)}</span>
          </button>
        ))}
      </div>
      <Typography.Text strong>{t('theme.color')}</Typography.Text>
      <div className="theme-colors">
        {colorPresets.map((c) => (
          <Tooltip key={c} title={c === defaultColor ? t('theme.defaultColor') : c}>
            <button
              type="button"
              className="theme-color"
              style={{ background: c }}
              aria-label={c}
              onClick={() => themeStore.set((v) => ({ ...v, color: c }))}
            >
              {c.toLowerCase() === color.toLowerCase() && <CheckOutlined />}
            </button>
          </Tooltip>
        ))}
        <input
          type="color"
          className="theme-color-input"
          aria-label={t('theme.custom')}
          value={color}
          onChange={(e) => themeStore.set((v) => ({ ...v, color: e.target.value }))}
        />
      </div>
    </div>
  );
  return (
    <Popover content={content} trigger="click" placement="bottomRight">
      <Tooltip title={t('theme.title')}>
        <Button type="text" icon={<BgColorsOutlined />} aria-label={t('theme.title')} />
      </Tooltip>
    </Popover>
  );
}
