// @ts-check
/**
 * `rules-once/no-copied-rules`: the shop's time zone and the shape of a row id are business rules with one home in
 * src/domain (`SHOP_TIME_ZONE` in shop-time-zone.ts, `isUuid` in uuid.ts). Outside it, a string naming the time zone
 * (in a string, a template or JSX text) or a pattern spelling out a UUID is a copy that can drift from the rule, so this rule refuses it.
 */

const TIME_ZONE = 'Europe/London';
/** A UUID written out as a pattern: 8 hex digits, a hyphen, ... 12 hex digits. */
const UUID_SHAPE = /\{8\}-.*\{4\}-.*\{12\}/;

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Use the domain’s SHOP_TIME_ZONE and isUuid instead of copies of them.' },
    schema: [],
    messages: {
      timeZone: "Import SHOP_TIME_ZONE from '@domain/shop-time-zone' instead of writing the shop's time zone.",
      uuid: "Use isUuid from '@domain/uuid' instead of a UUID pattern of your own.",
    },
  },
  create(context) {
    /** @param {import('eslint').Rule.Node} node @param {string} text */
    function check(node, text) {
      if (text.includes(TIME_ZONE)) context.report({ node, messageId: 'timeZone' });
      else if (UUID_SHAPE.test(text)) context.report({ node, messageId: 'uuid' });
    }
    return {
      Literal(node) {
        if ('regex' in node && node.regex) check(node, node.regex.pattern);
        else if (typeof node.value === 'string') check(node, node.value);
      },
      TemplateElement(node) {
        check(node, node.value.cooked ?? node.value.raw);
      },
      // Words between JSX tags ("Times are in Europe/London") are text too, though not a string literal.
      /** @param {any} node */
      JSXText(node) {
        check(node, node.value);
      },
    };
  },
};

export default { rules: { 'no-copied-rules': rule } };
