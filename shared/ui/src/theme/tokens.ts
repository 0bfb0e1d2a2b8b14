import type { DefaultTheme } from 'styled-components';
import type { Theme } from './theme';
import { themes } from './themes';

type ThemeProps = { theme?: DefaultTheme | Partial<Theme> };

/** The theme in context, or the default theme when a component renders outside a provider. */
export function resolveTheme(theme: ThemeProps['theme']): Theme {
  return theme && 'colors' in theme && theme.colors ? (theme as Theme) : themes.default;
}

/** Interpolation helpers for styled templates: `color: ${color('text')};`. */
export const color = (key: keyof Theme['colors']) => (props: ThemeProps) => resolveTheme(props.theme).colors[key];
export const radius = (key: keyof Theme['radii']) => (props: ThemeProps) => resolveTheme(props.theme).radii[key];
export const shadow = (key: keyof Theme['shadows']) => (props: ThemeProps) => resolveTheme(props.theme).shadows[key];
export const space = (key: keyof Theme['space']) => (props: ThemeProps) => resolveTheme(props.theme).space[key];
export const fontSize = (key: keyof Theme['fontSizes']) => (props: ThemeProps) => resolveTheme(props.theme).fontSizes[key];
export const font = (key: keyof Theme['fonts']) => (props: ThemeProps) => resolveTheme(props.theme).fonts[key];
export const zIndex = (key: keyof Theme['zIndices']) => (props: ThemeProps) => resolveTheme(props.theme).zIndices[key];

/** A px number or any CSS length. */
export function toLength(value: number | string): string {
  return typeof value === 'number' ? `${value}px` : value;
}
