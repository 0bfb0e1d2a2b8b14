import { useId, type SVGProps } from 'react';
import { ICON_PATHS, type IconName } from './icon-paths';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'name' | 'children'> {
  name: IconName;
  /** Width and height in px (default 20). */
  size?: number;
  /** An accessible name: the icon becomes role img. Without it the icon is decorative (aria-hidden). */
  title?: string;
  strokeWidth?: number;
}

/** A small inline SVG icon in the current text colour. */
export function Icon({ name, size = 20, title, strokeWidth = 2, ...rest }: IconProps) {
  const titleId = useId();
  const a11y = title ? { role: 'img', 'aria-labelledby': titleId } : { 'aria-hidden': true as const, focusable: 'false' as const };
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      data-icon={name}
      {...a11y}
      {...rest}
    >
      {title && <title id={titleId}>{title}</title>}
      {ICON_PATHS[name]}
    </svg>
  );
}
