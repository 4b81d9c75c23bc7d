import type { ReactElement, SVGProps } from 'react'

/** A drawing's elements: `['path', { d: '…' }]`, as Lucide describes its icons. */
export type IconNode = ReadonlyArray<readonly [string, Readonly<Record<string, string>>]>

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'ref'> & { size?: number | string }

export type Icon = (props: IconProps) => ReactElement

/**
 * Icons that point into one sprite file (/icons.svg, src/app/(site)/icons.svg/route.ts).
 * Drawn inline, each icon was sent twice, as markup and again in the RSC payload, path data
 * and all (about a third of the home page's weight); lucide-react's components also brought
 * its runtime to every page. A `<use>` costs a few dozen bytes, and the sprite is fetched
 * once and kept (its address changes with the drawings). Stroke and fill come from the
 * `.icon` rule in global.css, so a `strokeWidth` is passed as a style.
 */
export function iconInSprite(sprite: string) {
  return function icon(name: string): Icon {
    function LucideIcon({ size = 24, strokeWidth, className, style, ...rest }: IconProps) {
      // Decorative unless it is given a name, as with lucide-react.
      const named = rest['aria-label'] !== undefined || rest['aria-labelledby'] !== undefined || rest.role !== undefined
      const drawnStyle = strokeWidth === undefined ? style : { ...style, strokeWidth }
      // No viewBox: the sprite's symbol has it and scales to the box. No props left
      // undefined either: the RSC payload would still carry each by name.
      return (
        <svg
          width={size}
          height={size}
          {...(!named && { 'aria-hidden': true })}
          className={className ? `icon ${className}` : 'icon'}
          {...(drawnStyle && { style: drawnStyle })}
          {...rest}
        >
          <use href={`${sprite}#${name}`} />
        </svg>
      )
    }
    LucideIcon.displayName = `Icon(${name})`
    return LucideIcon
  }
}
