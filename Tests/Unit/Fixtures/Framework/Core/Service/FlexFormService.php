<?php

declare(strict_types=1);

// Stand-in (tests only) for TYPO3 v13's FlexFormService::convertFlexFormContentToArray(): the
// `T3FlexForms` XML (sheets, lDEF, fields with vDEF) becomes field => value, a dotted field name
// (`settings.mapSettings.zoom`) a nested array, sections (`el` of containers) lists, as core does.

namespace TYPO3\CMS\Core\Service;

class FlexFormService
{
    /** @return array<string, mixed> */
    public function convertFlexFormContentToArray($flexFormContent, $languagePointer = 'lDEF', $valuePointer = 'vDEF')
    {
        if (!is_string($flexFormContent) || trim($flexFormContent) === '') {
            return [];
        }
        $previous = libxml_use_internal_errors(true);
        $xml = simplexml_load_string($flexFormContent, \SimpleXMLElement::class, LIBXML_NONET);
        libxml_use_internal_errors($previous);
        if ($xml === false || !isset($xml->data)) {
            return [];
        }
        $settings = [];
        foreach ($xml->data->sheet as $sheet) {
            foreach ($sheet->language as $language) {
                if ((string)$language['index'] !== $languagePointer) {
                    continue;
                }
                foreach ($language->field as $field) {
                    $this->assign($settings, (string)$field['index'], $this->fieldValue($field, $valuePointer));
                }
            }
        }
        return $settings;
    }

    private function fieldValue(\SimpleXMLElement $field, string $valuePointer): mixed
    {
        foreach ($field->value as $value) {
            if ((string)$value['index'] === $valuePointer) {
                return (string)$value;
            }
        }
        if (isset($field->el)) {
            $items = [];
            foreach ($field->el->field as $item) {
                $container = $item->field;
                $entry = [];
                foreach ($container->el->field ?? [] as $inner) {
                    $this->assign($entry, (string)$inner['index'], $this->fieldValue($inner, $valuePointer));
                }
                $items[(string)$item['index']] = [(string)$container['index'] => $entry];
            }
            return $items;
        }
        return '';
    }

    /** @param array<string, mixed> $target */
    private function assign(array &$target, string $path, mixed $value): void
    {
        $parts = explode('.', $path);
        $last = array_pop($parts);
        $node = &$target;
        foreach ($parts as $part) {
            if (!isset($node[$part]) || !is_array($node[$part])) {
                $node[$part] = [];
            }
            $node = &$node[$part];
        }
        $node[$last] = $value;
    }
}
