import json, os, re
H = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..')
props = {p['id']: p for p in json.load(open(os.path.join(H, 'properties.json')))}
def facts(p):
    t = json.dumps(p['property']) + json.dumps(p['units']) + json.dumps(p['policies']) + p['lease']
    return t.lower()
F = {k: facts(v) for k, v in props.items()}
msgs = set()
for cat in ['grounded_question', 'compound_question', 'unknown_fact', 'extraction_several']:
    cases = json.load(open(os.path.join(H, 'cases', cat + '.json')))
    for c in cases:
        assert c['property'] in props and c['unit'] in [u['unitNumber'] for u in props[c['property']]['units']]
        assert c['message'] not in msgs, c['message']; msgs.add(c['message'])
        if cat in ('grounded_question', 'compound_question'):
            for g in c['expect']['mentionsAll']:
                if not any(a.lower() in F[c['property']] for a in g):
                    print('NOT IN FACTS', c['id'], g)
        if cat == 'extraction_several':
            q = props[c['property']]['property']['questions']
            if 'smoking' in c['expect']['extracted']: assert 'SMOKING' in q, c['id']
            assert c['context']['pendingQuestion']
print('ok')
