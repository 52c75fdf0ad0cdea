<?php

declare(strict_types=1);

namespace Example\SiteFrontend\Tests\Unit\Configuration;

use Example\SiteFrontend\DataProcessing\MapBlockProcessor;
use PHPUnit\Framework\TestCase;

/**
 * The tables the processors read (tx_sitefrontend_location: MapBlockProcessor, tx_sitefrontend_place:
 * PlacesProcessor) hold to their TCA (Configuration/TCA/), ext_tables.sql, the labels and the
 * TypoScript queries: a field a processor reads and no editor can fill, or no column stores, is a
 * widget that never shows it.
 *
 * TYPO3 v13 rules relied on (DefaultTcaSchema, changelog 13.0 Feature #101553): the columns named in
 * `ctrl` (tstamp, crdate, delete, enablecolumns, sortby, the language fields) and the TCA columns of
 * the types in AUTO_CREATED are created by the Core when ext_tables.sql does not declare them;
 * `passthrough` is not. DataHandler stores a `number` with format decimal with two decimals, so
 * coordinates are no such field.
 */
final class TcaTest extends TestCase
{
    private const ROOT = __DIR__ . '/../../../';
    private const TABLES = ['tx_sitefrontend_location', 'tx_sitefrontend_place'];

    /** TCA column types whose database column TYPO3 v13 creates itself. */
    private const AUTO_CREATED = [
        'category', 'datetime', 'slug', 'json', 'uuid', 'file', 'email', 'check', 'folder',
        'imageManipulation', 'language', 'group', 'flex', 'text', 'password', 'color', 'radio',
        'link', 'inline', 'number', 'select', 'input',
    ];

    /** Label files a TCA may name besides cms.xlf: the Core's own. */
    private const CORE_LABELS = [
        'LLL:EXT:core/Resources/Private/Language/locallang_general.xlf:',
        'LLL:EXT:core/Resources/Private/Language/Form/locallang_tabs.xlf:',
    ];

    private static function tca(string $table): array
    {
        return require self::ROOT . 'Configuration/TCA/' . $table . '.php';
    }

    /** @return array<string, array<string, string>> table => column => its SQL definition */
    private static function sql(): array
    {
        $text = (string)file_get_contents(self::ROOT . 'ext_tables.sql');
        preg_match_all('/^CREATE TABLE (\w+) \((.*?)^\);/ms', $text, $blocks, PREG_SET_ORDER);
        $tables = [];
        foreach ($blocks as [, $table, $body]) {
            foreach (explode("\n", $body) as $line) {
                $line = rtrim(trim($line), ',');
                if ($line === '' || str_starts_with($line, '#') || preg_match('/^(KEY|PRIMARY|UNIQUE|INDEX)\b/i', $line)) {
                    continue;
                }
                [$name, $definition] = preg_split('/\s+/', $line, 2) + [1 => ''];
                $tables[$table][$name] = $definition;
            }
        }
        return $tables;
    }

    /** @return list<string> the columns TYPO3 creates from the table's `ctrl` */
    private static function ctrlColumns(array $ctrl): array
    {
        $columns = ['uid', 'pid', ...array_values($ctrl['enablecolumns'] ?? [])];
        foreach (['tstamp', 'crdate', 'delete', 'sortby', 'languageField', 'transOrigPointerField', 'transOrigDiffSourceField', 'translationSource', 'origUid', 'descriptionColumn', 'editlock'] as $key) {
            if (!empty($ctrl[$key])) {
                $columns[] = (string)$ctrl[$key];
            }
        }
        return $columns;
    }

    /** @return array<string, list<string>> table => the record fields its processor reads */
    private static function fieldsRead(): array
    {
        $map = (string)file_get_contents(self::ROOT . 'Classes/DataProcessing/MapBlockProcessor.php');
        $places = (string)file_get_contents(self::ROOT . 'Classes/DataProcessing/PlacesProcessor.php');
        preg_match_all('/\$row\[\'(\w+)\'\]/', $map, $row);
        preg_match_all('/\$text\(\'(\w+)\'\)|\$record\[\'(\w+)\'\]/', $places, $record);
        return [
            'tx_sitefrontend_location' => array_values(array_unique([...array_keys(MapBlockProcessor::LOCATION_FIELDS), ...$row[1]])),
            'tx_sitefrontend_place' => array_values(array_unique(array_filter([...$record[1], ...$record[2]]))),
        ];
    }

    /** @return iterable<string, array{string, string}> */
    public static function fieldsReadByTheProcessors(): iterable
    {
        foreach (self::fieldsRead() as $table => $fields) {
            foreach ($fields as $field) {
                yield $table . '.' . $field => [$table, $field];
            }
        }
    }

    public function testTheFieldListsAreReadFromTheProcessors(): void
    {
        $read = self::fieldsRead();
        foreach (['title', 'street', 'zip', 'city', 'latitude', 'longitude', 'info_window_content', 'place_id'] as $field) {
            self::assertContains($field, $read['tx_sitefrontend_location']);
        }
        foreach (['slug', 'title', 'latitude', 'house_number', 'country', 'types', 'website', 'opening_hours', 'photos'] as $field) {
            self::assertContains($field, $read['tx_sitefrontend_place']);
        }
    }

    /** @dataProvider fieldsReadByTheProcessors */
    public function testEveryFieldAProcessorReadsIsATcaColumnAndAnSqlColumn(string $table, string $field): void
    {
        self::assertArrayHasKey($field, self::tca($table)['columns'], "$table.$field: no TCA column, so no editor can fill it");
        self::assertArrayHasKey($field, self::sql()[$table] ?? [], "$table.$field: not declared in ext_tables.sql");
    }

    public function testTheQueriesOfTheTypoScriptNameExistingColumns(): void
    {
        $setup = (string)file_get_contents(self::ROOT . 'Configuration/TypoScript/setup.typoscript');
        preg_match_all('/^\s*table = (tx_sitefrontend_\w+)\n(.*?)^\s*as = /ms', $setup, $queries, PREG_SET_ORDER);
        $tables = array_map(static fn (array $query): string => $query[1], $queries);
        sort($tables);
        self::assertSame(self::TABLES, $tables, 'one query per table');
        foreach ($queries as [, $table, $body]) {
            $tca = self::tca($table);
            preg_match_all('/\{#(\w+)\}|orderBy = (\w+)/', $body, $names);
            foreach (array_filter([...$names[1], ...$names[2]]) as $name) {
                self::assertTrue(isset($tca['columns'][$name]) || in_array($name, self::ctrlColumns($tca['ctrl']), true), "$table.$name in setup.typoscript");
            }
        }
    }

    /** @return iterable<string, array{string}> */
    public static function tables(): iterable
    {
        foreach (self::TABLES as $table) {
            yield $table => [$table];
        }
    }

    /** @dataProvider tables */
    public function testTheCtrlSectionHasWhatAnEditorNeeds(string $table): void
    {
        $ctrl = self::tca($table)['ctrl'];
        foreach (['title', 'label', 'tstamp', 'crdate', 'delete', 'sortby'] as $key) {
            self::assertNotEmpty($ctrl[$key] ?? null, "$table ctrl.$key");
        }
        self::assertSame('hidden', $ctrl['enablecolumns']['disabled'] ?? null);
        self::assertTrue($ctrl['security']['ignorePageTypeRestriction'] ?? false, "$table: allowed on standard pages and in folders");
        self::assertArrayHasKey($ctrl['label'], self::tca($table)['columns']);
    }

    /** @dataProvider tables */
    public function testEveryTcaColumnHasAnSqlColumnOrTypo3CreatesIt(string $table): void
    {
        $tca = self::tca($table);
        $sql = self::sql()[$table] ?? [];
        foreach ($tca['columns'] as $name => $column) {
            $created = in_array($name, self::ctrlColumns($tca['ctrl']), true) || in_array($column['config']['type'] ?? '', self::AUTO_CREATED, true);
            self::assertTrue(isset($sql[$name]) || $created, "$table.$name: no SQL column, and TYPO3 v13 creates none for its type");
        }
        foreach (array_keys($sql) as $name) {
            self::assertArrayHasKey($name, $tca['columns'], "$table.$name: an SQL column without TCA");
        }
    }

    /** @dataProvider tables */
    public function testCoordinatesKeepSixDecimals(string $table): void
    {
        $tca = self::tca($table);
        foreach (['latitude', 'longitude'] as $name) {
            self::assertMatchesRegularExpression('/^decimal\(\d+,6\)/i', self::sql()[$table][$name] ?? '', "$table.$name SQL");
            // DataHandler::checkValueForNumber() writes a decimal number with two decimals (about 1 km).
            self::assertNotSame('number', $tca['columns'][$name]['config']['type']);
            self::assertTrue($tca['columns'][$name]['config']['required'] ?? false, "$table.$name is required");
        }
    }

    /** @dataProvider tables */
    public function testSqlDefaultsAndLengthsFitTheTca(string $table): void
    {
        foreach (self::tca($table)['columns'] as $name => $column) {
            $config = $column['config'];
            $sql = self::sql()[$table][$name] ?? null;
            if ($sql === null) {
                continue;
            }
            if ($config['type'] === 'check') {
                self::assertMatchesRegularExpression("/DEFAULT '" . (int)($config['default'] ?? 0) . "'/", $sql, "$table.$name default");
            }
            if ($config['type'] === 'input' && preg_match('/^varchar\((\d+)\)/i', $sql, $length) === 1) {
                self::assertLessThanOrEqual((int)$length[1], $config['max'] ?? 255, "$table.$name: TCA max over the column's length");
            }
        }
    }

    public function testThePlaceSlugIsAnIdOfThePlaceSource(): void
    {
        $slug = self::tca('tx_sitefrontend_place')['columns']['slug'];
        self::assertSame('slug', $slug['config']['type']);
        self::assertFalse($slug['config']['prependSlash']);
        self::assertSame('-', $slug['config']['fallbackCharacter']);
        self::assertStringContainsString('uniqueInSite', $slug['config']['eval']);
        self::assertSame('exclude', $slug['l10n_mode'], 'cms:<slug> is the same in every language');
    }

    public function testTheLocationsOfferTheMapElements(): void
    {
        $content = self::tca('tx_sitefrontend_location')['columns']['content']['config'];
        self::assertSame(['select', 'tt_content'], [$content['type'], $content['foreign_table']]);
        self::assertStringContainsString("{#CType} = 'sitefrontend_map'", $content['foreign_table_where']);
    }

    /** @dataProvider tables */
    public function testEveryLabelExistsInEnglishAndGerman(string $table): void
    {
        $units = [];
        foreach (['cms.xlf', 'de.cms.xlf'] as $file) {
            $xml = simplexml_load_file(self::ROOT . 'Resources/Private/Language/' . $file);
            foreach ($xml->file->body->{'trans-unit'} as $unit) {
                $units[$file][(string)$unit['id']] = $file === 'cms.xlf' ? (string)$unit->source : (string)$unit->target;
            }
        }
        $strings = [];
        $tca = self::tca($table);
        array_walk_recursive($tca, static function (mixed $value) use (&$strings): void {
            if (is_string($value)) {
                preg_match_all('/LLL:EXT:[^,;\s]+/', $value, $found);
                array_push($strings, ...$found[0]);
            }
        });
        self::assertNotEmpty($strings);
        $prefix = 'LLL:EXT:site_frontend/Resources/Private/Language/cms.xlf:';
        foreach (array_unique($strings) as $label) {
            if (!str_starts_with($label, $prefix)) {
                self::assertTrue(array_filter(self::CORE_LABELS, static fn (string $core): bool => str_starts_with($label, $core)) !== [], "$label: not a label file of this extension or the Core");
                continue;
            }
            $key = substr($label, strlen($prefix));
            self::assertStringStartsWith('tca.', $key);
            self::assertNotEmpty($units['cms.xlf'][$key] ?? '', "$key missing in cms.xlf");
            self::assertNotEmpty($units['de.cms.xlf'][$key] ?? '', "$key missing in de.cms.xlf");
        }
    }

    /** @dataProvider tables */
    public function testShowitemNamesOnlyExistingColumnsAndPalettes(string $table): void
    {
        $tca = self::tca($table);
        $lists = array_merge(array_column($tca['types'], 'showitem'), array_column($tca['palettes'], 'showitem'));
        $shown = [];
        foreach ($lists as $list) {
            foreach (explode(',', $list) as $item) {
                $parts = array_map('trim', explode(';', $item));
                if ($parts[0] === '--palette--') {
                    self::assertArrayHasKey($parts[2] ?? '', $tca['palettes'], "$table: palette '{$parts[2]}'");
                } elseif (!in_array($parts[0], ['--div--', '--linebreak--'], true)) {
                    self::assertArrayHasKey($parts[0], $tca['columns'], "$table: showitem names '{$parts[0]}'");
                    $shown[] = $parts[0];
                }
            }
        }
        $editable = array_keys(array_filter($tca['columns'], static fn (array $c): bool => $c['config']['type'] !== 'passthrough'));
        self::assertSame([], array_values(array_diff($editable, $shown)), "$table: columns no form shows");
    }
}
