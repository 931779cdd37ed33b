import nlp from 'compromise';
for (const q of process.argv.slice(2)) console.log(JSON.stringify(nlp(q).json()[0]?.terms.map(x=>x.normal+'/'+x.tags.join(','))));
