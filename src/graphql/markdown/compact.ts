/** The whole reference in a few lines per item, for llms-full.txt: signatures and one-line descriptions. */
import {isEnumType, isInputObjectType, isInterfaceType, isObjectType, isUnionType, type GraphQLSchema} from 'graphql';

import {itemDescription, listReferenceItems, REFERENCE_SECTIONS, type ReferenceItem} from './items';
import {directiveSignature, operationSignatureLine} from './sdl';

function firstSentence(text: string | null | undefined): string {
  const flat = (text ?? '').trim().replace(/\s*\n\s*/g, ' ');
  const end = flat.search(/\.(\s|$)/);
  return end >= 0 ? flat.slice(0, end + 1) : flat;
}

function signature(item: ReferenceItem): string {
  if (item.kind === 'operation') return operationSignatureLine(item.field);
  if (item.kind === 'directive') return directiveSignature(item.directive);
  const {type} = item;
  if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) {
    const keyword = isObjectType(type) ? 'type' : isInterfaceType(type) ? 'interface' : 'input';
    const fields = Object.values(type.getFields()).map((field) => `${field.name}: ${String(field.type)}`);
    return `${keyword} ${type.name} { ${fields.join(', ')} }`;
  }
  if (isEnumType(type))
    return `enum ${type.name} { ${type
      .getValues()
      .map((value) => value.name)
      .join(' ')} }`;
  if (isUnionType(type))
    return `union ${type.name} = ${type
      .getTypes()
      .map((member) => member.name)
      .join(' | ')}`;
  return `scalar ${type.name}`;
}

/** Markdown: one `##` section per reference section, one list item per schema item with a link to its page. */
export function compactReference(schema: GraphQLSchema, options: {readonly siteUrl: string}): string {
  const items = listReferenceItems(schema);
  const sections = REFERENCE_SECTIONS.flatMap(({section, title}) => {
    const inSection = items.filter((item) => item.section === section);
    if (inSection.length === 0) return [];
    const lines = inSection.map((item) => {
      const text = firstSentence(itemDescription(item));
      return `- [\`${signature(item)}\`](${options.siteUrl}${item.path})${text ? ` — ${text}` : ''}`;
    });
    return [`## ${title}`, '', ...lines, ''];
  });
  return `${sections.join('\n').trimEnd()}\n`;
}
