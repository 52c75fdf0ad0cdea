import { shapeOf, shapeProblems, track } from './shape';

describe('issue 27: answer shapes', () => {
  const recording = {
    results: [{ name: 'Café', address: { road: 'Marienplatz', house_number: '1' }, extratags: null }],
  };

  it('track() records the paths a client reads, with their types, array items as []', () => {
    const { value, reads } = track(recording);
    const names = value.results.map((result) => `${result.name} ${result.address.road}`);
    expect(names).toEqual(['Café Marienplatz']);
    expect('missing' in value.results[0]!).toBe(false);
    const paths = Object.fromEntries([...reads()].map(([path, types]) => [path, [...types]]));
    expect(paths).toEqual({
      results: ['array'],
      'results[]': ['object'],
      'results[].name': ['string'],
      'results[].address': ['object'],
      'results[].address.road': ['string'],
      'results[].missing': [],
    });
  });

  it('shapeProblems() names a field the answer lacks or holds with another type', () => {
    const reads = ['results[].name', 'results[].address.road', 'results[].extratags'];
    const recorded = [shapeOf(recording)];
    expect(shapeProblems(reads, recorded, shapeOf(recording))).toEqual([]);
    const drifted = { results: [{ name: 7, address: {}, extratags: { cuisine: 'x' } }] };
    expect(shapeProblems(reads, recorded, shapeOf(drifted))).toEqual([
      'results[].name: the answer has number, the recordings only string',
      'results[].address.road: every recording has string, the answer has nothing',
      'results[].extratags: the answer has object, the recordings only null',
    ]);
  });
});
