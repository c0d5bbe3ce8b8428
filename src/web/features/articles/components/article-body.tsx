// Renders an article body from its safe blocks (see lib/format-body.ts): every piece of author text is
// a React text node, links open in a new tab without access to this page.
import { Fragment, type ReactNode } from 'react';
import { parseBody, type Block, type Inline } from '../lib/format-body';

function renderInline(nodes: Inline[]): ReactNode[] {
  return nodes.map((node, i) => {
    switch (node.kind) {
      case 'text':
        return <Fragment key={i}>{node.text}</Fragment>;
      case 'break':
        return <br key={i} />;
      case 'strong':
        return <strong key={i}>{renderInline(node.children)}</strong>;
      case 'em':
        return <em key={i}>{renderInline(node.children)}</em>;
      case 'link':
        return (
          <a
            key={i}
            href={node.href}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="font-semibold text-ember underline underline-offset-4 hover:text-espresso"
          >
            {node.text}
          </a>
        );
    }
  });
}

function renderBlock(block: Block, i: number): ReactNode {
  switch (block.kind) {
    case 'paragraph':
      return <p key={i}>{renderInline(block.content)}</p>;
    case 'heading':
      return block.level === 2 ? (
        <h2 key={i} className="pt-2 text-2xl text-espresso">
          {renderInline(block.content)}
        </h2>
      ) : (
        <h3 key={i} className="pt-1 text-xl text-espresso">
          {renderInline(block.content)}
        </h3>
      );
    case 'list': {
      const List = block.ordered ? 'ol' : 'ul';
      return (
        <List key={i} className={block.ordered ? 'list-decimal space-y-1.5 pl-6' : 'list-disc space-y-1.5 pl-6 marker:text-gold-dark'}>
          {block.items.map((item, j) => (
            <li key={j}>{renderInline(item)}</li>
          ))}
        </List>
      );
    }
    case 'quote':
      return (
        <blockquote key={i} className="border-l-4 border-gold pl-4 font-display text-xl italic text-espresso/90">
          {renderInline(block.content)}
        </blockquote>
      );
  }
}

export function ArticleBody({ content }: { content: string }) {
  return (
    <div className="flex flex-col gap-5 break-words text-[1.0625rem] leading-relaxed text-espresso/90 md:text-lg">{parseBody(content).map(renderBlock)}</div>
  );
}
