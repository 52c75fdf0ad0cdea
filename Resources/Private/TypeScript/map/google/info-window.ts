/**
 * The content of the Google provider's info window (spec 4.4): Google's InfoWindow takes an Element
 * or a Text node, while the block hands over any Node (often a fragment).
 */

/** Google's InfoWindow takes an Element or a Text node: a fragment of one element gives that element. */
export function infoNode(content: Node, doc: Document): Element | Text {
  if (content.nodeType === Node.ELEMENT_NODE) return content as Element;
  if (content.nodeType === Node.TEXT_NODE) return content as Text;
  const only = content.childNodes.length === 1 ? content.firstChild : null;
  if (only?.nodeType === Node.ELEMENT_NODE) return only as Element;
  const box = doc.createElement('div');
  box.append(content);
  return box;
}
