import { createElement, type ReactElement, type SVGProps } from 'react'

/** A drawing's elements: `['path', { d: '…' }]`, as Lucide describes its icons. */
export type IconNode = ReadonlyArray<readonly [string, Readonly<Record<string, string>>]>

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'ref'> & { size?: number | string }

export type Icon = (props: IconProps) => ReactElement

/**
 * A Lucide icon drawn as plain SVG. lucide-react's own components are client components:
 * each icon on a server-rendered page was sent twice (as markup and again, with its path
 * data, in the RSC payload) and brought Lucide's runtime into every page's JavaScript.
 * These render on the server alone and cost the payload nothing but their markup.
 */
export function icon(name: string, node: IconNode): Icon {
  function LucideIcon({ size = 24, strokeWidth = 2, className, ...rest }: IconProps) {
    // Decorative unless it is given a name, as with lucide-react.
    const named = rest['aria-label'] !== undefined || rest['aria-labelledby'] !== undefined || rest.role !== undefined
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={strokeWidth}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden={named ? undefined : true}
        className={className ? `icon icon-${name} ${className}` : `icon icon-${name}`}
        {...rest}
      >
        {node.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
      </svg>
    )
  }
  LucideIcon.displayName = `Icon(${name})`
  return LucideIcon
}
