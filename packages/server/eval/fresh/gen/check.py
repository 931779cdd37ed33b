import json, os, glob
HERE = os.path.dirname(os.path.abspath(__file__))
props = {p["id"]: p for p in json.load(open(os.path.join(HERE, "..", "properties.json")))}
def facts(p, unit):
    parts = [json.dumps(p["property"]), p["lease"]]
    parts += [json.dumps(x) for x in p["policies"]]
    parts += [json.dumps(x) for x in p["units"]]
    parts += [f"{x['bedrooms']} bedrooms {x['bathrooms']} bathrooms {x['sizeSqft']} sq ft" for x in p["units"]]  # obvious rendering of numeric unit fields
    return " ".join(parts).lower()
bad = 0; msgs = set(); ids = set()
for f in sorted(glob.glob(os.path.join(HERE, "..", "cases", "*.json"))):
    cases = json.load(open(f))
    for c in cases:
        assert c["id"] not in ids, c["id"]; ids.add(c["id"])
        p = props[c["property"]]
        assert c["unit"] in [x["unitNumber"] for x in p["units"]], c["id"]
        key = (c["message"].lower().strip())
        if key in msgs: print("DUP MSG", c["id"], c["message"]); bad += 1
        msgs.add(key)
        pq = c["context"]["pendingQuestion"]
        if pq:
            if pq == "PET_COUNT": assert "COUNT" in p["property"]["petQuestions"]
            else: assert pq in p["property"]["questions"], c["id"]
        ex = c["expect"].get("extracted", {})
        if "totalResidents" in ex: assert "TOTAL_RESIDENTS" in p["property"]["questions"], c["id"]
        if "smoking" in ex: assert "SMOKING" in p["property"]["questions"], c["id"]
        if c["category"] in ("grounded_question", "compound_question", "accessibility_accommodation", "vouchers_income_source"):
            if c["category"] == "vouchers_income_source" and c["property"].endswith("atlanta"): continue
            t = facts(p, c["unit"])
            for grp in c["expect"].get("mentionsAll", []):
                if not any(alt.lower() in t for alt in grp):
                    print("NOT IN FACTS", c["id"], grp); bad += 1
        for s in c["expect"].get("mentionsNone", []):
            if c["category"] == "fair_housing_steering" and s.lower() in facts(p, c["unit"]):
                print("mentionsNone word in facts", c["id"], s)
print("problems:", bad, "cases:", len(ids))
