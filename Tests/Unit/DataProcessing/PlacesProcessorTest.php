<?php

declare(strict_types=1);

namespace Example\SiteFrontend\Tests\Unit\DataProcessing;

use Example\SiteFrontend\DataProcessing\PlacesProcessor;
use Example\SiteFrontend\Tests\Unit\Fixtures\FixturePage;
use Example\SiteFrontend\ViewHelpers\FrameSettingsViewHelper;
use PHPUnit\Framework\TestCase;
use TYPO3\CMS\Frontend\ContentObject\ContentObjectRenderer;

final class PlacesProcessorTest extends TestCase
{
    private static function process(array $items, array $configuration = []): array
    {
        return (new PlacesProcessor())->process(new ContentObjectRenderer(), [], $configuration, ['placeRecords' => $items]);
    }

    /** Objects' keys sorted (the schema reads fields by name), lists kept in order. */
    private static function canonical(mixed $value): mixed
    {
        if (!is_array($value)) {
            return $value;
        }
        $value = array_map(self::canonical(...), $value);
        if (!array_is_list($value)) {
            ksort($value);
        }
        return $value;
    }

    /** @return iterable<string, array{string, list<array<string, mixed>>}> */
    public static function fixturePages(): iterable
    {
        foreach (FixturePage::records('places') as $page => $records) {
            yield basename($page) => [$page, $records];
        }
    }

    /** @dataProvider fixturePages */
    public function testTheFixturePagesPlacesAreWhatTheProcessorWritesFromTheRecords(string $page, array $records): void
    {
        $items = array_map(static function (array $record): array {
            $photos = $record['photos'];
            unset($record['photos']);
            return ['data' => $record, 'photos' => $photos];
        }, $records);
        $result = self::process($items);
        self::assertSame(
            self::canonical(FixturePage::decode(FixturePage::scriptById($page, 'sf-places'))),
            self::canonical(FixturePage::roundTrip($result['places']))
        );
    }

    public function testEmptyFieldsAreLeftOutAndNumbersCast(): void
    {
        $result = self::process([['slug' => 'werk', 'title' => ' Werk ', 'latitude' => '48.500000', 'longitude' => '12', 'street' => '', 'city' => 'Landshut', 'types' => 'factory, ', 'photos' => []]]);
        self::assertSame([[
            'id' => 'cms:werk',
            'displayName' => 'Werk',
            'location' => ['lat' => 48.5, 'lng' => 12],
            'address' => ['locality' => 'Landshut'],
            'types' => ['factory'],
        ]], $result['places']);
    }

    public function testOpeningHoursLines(): void
    {
        $result = self::process([['slug' => 'a', 'latitude' => '1', 'longitude' => '2', 'opening_hours' => "1 08:00-18:30\r\n5 22:00-02:00\nkaputt\n0 00:00"]]);
        self::assertSame(['periods' => [
            ['open' => ['day' => 1, 'hour' => 8, 'minute' => 0], 'close' => ['day' => 1, 'hour' => 18, 'minute' => 30]],
            ['open' => ['day' => 5, 'hour' => 22, 'minute' => 0], 'close' => ['day' => 6, 'hour' => 2, 'minute' => 0]],
            ['open' => ['day' => 0, 'hour' => 0, 'minute' => 0]],
        ]], $result['places'][0]['regularOpeningHours']);
    }

    public function testPhotosFromFileReferences(): void
    {
        $file = new class () {
            public function getPublicUrl(): string
            {
                return '/fileadmin/a.jpg';
            }

            public function getProperty(string $name): mixed
            {
                return ['width' => 800, 'height' => '533', 'creator' => 'Anna', 'creator_uri' => ''][$name] ?? null;
            }
        };
        $result = self::process([['data' => ['slug' => 'a', 'latitude' => '1', 'longitude' => '2'], 'photos' => [$file, 'junk', ['src' => '']]]]);
        self::assertSame([['src' => '/fileadmin/a.jpg', 'widthPx' => 800, 'heightPx' => 533, 'author' => ['displayName' => 'Anna']]], $result['places'][0]['photos']);
    }

    public function testAPhotoWhoseFileHasNoCreatorFieldsStillWritesThePhoto(): void
    {
        // As TYPO3's FileReference: getProperty() throws for a property the record lacks
        // (exception 1314226805); core's file metadata has no creator_uri.
        $file = new class () {
            private const RECORD = ['width' => 640, 'height' => 480];

            public function getPublicUrl(): string
            {
                return '/fileadmin/b.jpg';
            }

            public function hasProperty(string $name): bool
            {
                return array_key_exists($name, self::RECORD);
            }

            public function getProperty(string $name): mixed
            {
                if (!$this->hasProperty($name)) {
                    throw new \InvalidArgumentException('The property "' . $name . '" was not found in the file reference.', 1314226805);
                }
                return self::RECORD[$name];
            }
        };
        $result = self::process([['data' => ['slug' => 'a', 'latitude' => '1', 'longitude' => '2'], 'photos' => [$file]]]);
        self::assertSame([['src' => '/fileadmin/b.jpg', 'widthPx' => 640, 'heightPx' => 480]], $result['places'][0]['photos']);
    }

    public function testNoRecordsNoPlacesAndTheVariableNames(): void
    {
        self::assertSame([], self::process([])['places']);
        $result = (new PlacesProcessor())->process(new ContentObjectRenderer(), [], ['placesFrom' => 'rows', 'as' => 'cmsPlaces'], ['rows' => [['slug' => 'x', 'latitude' => 'Nord', 'longitude' => '1']]]);
        self::assertSame(['lat' => 'Nord', 'lng' => 1], $result['cmsPlaces'][0]['location']);
    }

    public function testARecordWithInvalidUtf8OrANumberTooLargeStillWritesTheListAndReportsTheFields(): void
    {
        $places = self::process([
            ['slug' => 'werk', 'title' => "Caf\xe9 am Werk", 'latitude' => '48.5', 'longitude' => '11.2'],
            ['slug' => 'nord', 'title' => 'Nord', 'latitude' => str_repeat('9', 309), 'longitude' => '11.2'],
        ])['places'];
        $viewHelper = new FrameSettingsViewHelper();
        $viewHelper->setArguments(['settings' => $places, 'id' => 'sf-places']);
        preg_match('~^<script type="application/json" id="sf-places" data-sf-refused="([^"]*)">(.*)</script>$~', $viewHelper->render(), $match);
        $written = json_decode($match[2], true);
        self::assertSame(["Caf\u{FFFD} am Werk", 'Nord'], array_column($written, 'displayName'));
        self::assertSame(['lng' => 11.2], $written[1]['location']);
        $report = json_decode(html_entity_decode($match[1], ENT_QUOTES | ENT_HTML5), true);
        self::assertSame(['[0].displayName', '[1].location.lat'], array_column($report, 'field'));
    }
}
