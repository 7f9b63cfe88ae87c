import { Fragment, type ReactNode } from 'react';

/**
 * Fills `{name}` placeholders of a translated template with React nodes (a <bdi>, a link), so a
 * sentence stays one translatable unit instead of concatenated pieces.
 */
export function rich(template: string, nodes: Record<string, ReactNode>): ReactNode[] {
  return template.split(/(\{\w+\})/g).map((part, index) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    if (name !== undefined && name in nodes) return <Fragment key={index}>{nodes[name]}</Fragment>;
    return <Fragment key={index}>{part}</Fragment>;
  });
}
